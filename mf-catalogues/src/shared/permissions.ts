import { FN, type TLoggedInUser } from '@hm/contract';
import { useCurrentUser } from '@hm/platform';

/** What the logged-in user may do in this remote (the server checks every call again). */
export interface CataloguePermissions {
  /** DANH_MUC_SUA: edit catalogues, including the AHRQ mappings. */
  write: boolean;
}

/**
 * The user's permissions from the session's function codes (`chuc_nang`).
 * @example cataloguePermissions(user).write
 */
export function cataloguePermissions(user: TLoggedInUser | null): CataloguePermissions {
  const fns = new Set(user?.chuc_nang ?? []);
  return { write: fns.has(FN.catalogueWrite) };
}

/** The logged-in user's permissions in this remote. */
export const useCataloguePermissions = (): CataloguePermissions => cataloguePermissions(useCurrentUser());
