import type { TAhrqKind } from '@hm/contract';

/** The page of each kind of mapping, below the locale base (routes.tsx). */
export const MAPPING_PATHS: Record<TAhrqKind, string> = {
  phong_ban: 'Mapping/PhongBanMapping',
  chuc_danh: 'Mapping/ChucDanhMapping',
};
