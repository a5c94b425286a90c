import { ALWAYS_ON_MODULES, FN, MODULE_IDS, ROLE_LEVEL, type TLoggedInUser, type TModuleId } from '@hm/contract';

/**
 * The modules the user's hospital licensed. A system administrator with no home hospital acts
 * for every hospital, so sees every module; the server still checks each request. A province or
 * group officer has no hospital of its own either: its comparison page is the dashboards', whose
 * licence the server checks for each hospital of its group (docs/decisions/province-view.md).
 */
export function licensedModules(user: TLoggedInUser | null): ReadonlySet<TModuleId> {
  if (!user) return new Set();
  if (user.hospital) return new Set([...user.hospital.modules, ...ALWAYS_ON_MODULES]);
  if (user.phan_quyen_cap === ROLE_LEVEL.systemAdmin) return new Set(MODULE_IDS);
  return new Set<TModuleId>(user.chuc_nang.includes(FN.provinceView) ? ['dashboard'] : []);
}
