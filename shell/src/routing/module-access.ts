import { ALWAYS_ON_MODULES, MODULE_IDS, ROLE_LEVEL, type TLoggedInUser, type TModuleId } from '@hm/contract';

/**
 * The modules the user's hospital licensed. A system administrator with no home hospital acts
 * for every hospital, so sees every module; the server still checks each request.
 */
export function licensedModules(user: TLoggedInUser | null): ReadonlySet<TModuleId> {
  if (!user) return new Set();
  if (user.hospital) return new Set([...user.hospital.modules, ...ALWAYS_ON_MODULES]);
  return new Set(user.phan_quyen_cap === ROLE_LEVEL.systemAdmin ? MODULE_IDS : []);
}
