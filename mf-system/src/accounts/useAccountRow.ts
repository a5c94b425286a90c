import { endpoints, type TAccount } from '@hm/contract';
import { useApi } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';

/** One account by id, for a sub-page opened at its address (null: none asked). */
export function useAccountRow(id: number | null): TAccount | undefined {
  const api = useApi();
  return useQuery({
    queryKey: ['account', 'byId', id],
    queryFn: () => api.call(endpoints.accountById, { params: { id: id! } }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  }).data;
}
