import { useVersionRow } from '../api/versions';
import { useSurveyPermissions } from './permissions';

/**
 * Whether the user may change a version's structure, hospitals and staff: the write function,
 * not closed (2 is final), and a campaign only for system administrators. The server checks
 * again; while the version is not loaded the write function decides.
 */
export function useCanEditVersion(versionId: number | null): { canEdit: boolean; hasResponses: boolean } {
  const perms = useSurveyPermissions();
  const v = useVersionRow(versionId);
  if (!perms.write || versionId === null) return { canEdit: false, hasResponses: false };
  if (!v) return { canEdit: true, hasResponses: false };
  return {
    canEdit: v.status_khao_sat !== 2 && (v.hospital_id !== null || perms.systemAdmin),
    hasResponses: v.co_ket_qua,
  };
}
