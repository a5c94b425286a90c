import { type ApiClient, endpoints, type TBallotCardPrint, type TBatchKind } from '@hm/contract';
import { errorMessage, notify, saveBlob, useApi } from '@hm/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SURVEY_ROOT } from './keys';

const KEY = [...SURVEY_ROOT, 'ballot-cards'] as const;

export const ballotCardQueries = {
  /** A version's departments of one hospital with their cards. */
  overview: (api: ApiClient, versionId: number, hospitalId: number, kind: TBatchKind) =>
    queryOptions({
      queryKey: [...KEY, versionId, hospitalId, kind],
      queryFn: ({ signal }) => api.call(endpoints.ballotCardOverview, { query: { phien_ban_id: versionId, hospital_id: hospitalId, loai: kind } }, { silent: true, signal }),
    }),
};

/** A version's departments of one hospital with their cards (`card`) or paper questionnaires (`paper`). */
export const useBallotCards = (versionId: number, hospitalId: number, kind: TBatchKind = 'card') => useQuery(ballotCardQueries.overview(useApi(), versionId, hospitalId, kind));

/**
 * Prints (or reprints) a department's cards: the answer is the PDF, saved under its name (the
 * codes exist in it only). The overview reloads either way: a refused reprint may follow another's.
 */
export function usePrintCards(onDone: (count: number) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<void, unknown, { body: Omit<TBallotCardPrint, 'loai'> & { loai?: TBatchKind }; reprint: boolean; fileName: string; count: number }>({
    mutationFn: async ({ body, reprint, fileName }) => saveBlob(await api.download(reprint ? endpoints.ballotCardReprint : endpoints.ballotCardPrint, { body }), fileName),
    onSuccess: (_, v) => onDone(v.count),
    onError: (err) => notify.error(errorMessage(err)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
