import { useAddressParams } from '@hm/platform';
import { defaultVersionOf } from '@hm/contract';
import { useEffect } from 'react';
import { PICKER_QUERY, useVersionList } from '../api/versions';
import { patchIds } from './useIdParams';

/**
 * Opens a page on the version the dashboards open on (`defaultVersionOf`) when its address names
 * none, replacing the history entry so that Back leaves the page. Reads the pickers' list (one call).
 * @example const [ids] = useIdParams(); useDefaultVersion(ids.phien_ban_id);
 */
export function useDefaultVersion(versionId: number | null): void {
  const [, setParams] = useAddressParams();
  const list = useVersionList(PICKER_QUERY);
  const fallback = versionId === null && list.data ? (defaultVersionOf(list.data.data)?.phien_ban_id ?? null) : null;
  useEffect(() => {
    if (fallback !== null) setParams((prev) => patchIds(prev, { phien_ban_id: fallback }), { replace: true });
  }, [fallback, setParams]);
}
