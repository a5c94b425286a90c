import { MODULE_IDS, ROLE_LEVEL, type TLoggedInUser, type TModuleId } from '@hm/contract';
import { isPublicSegment, moduleOfSegment } from './module-segments';

/**
 * The modules the user's hospital licensed. A system administrator with no home hospital acts
 * for every hospital, so sees every module; the server still checks each request.
 */
export function licensedModules(user: TLoggedInUser | null): ReadonlySet<TModuleId> {
  if (!user) return new Set();
  if (user.hospital) return new Set(user.hospital.modules);
  return new Set(user.phan_quyen_cap === ROLE_LEVEL.systemAdmin ? MODULE_IDS : []);
}

export type ModuleRouteDecision =
  | { kind: 'not-found' }
  | { kind: 'login' }
  | { kind: 'forbidden'; moduleId: TModuleId }
  | { kind: 'remote'; moduleId: TModuleId };

/**
 * What the shell does with a path that is none of its own pages (`splat` is the path below
 * the locale base, e.g. 'KhaoSat/FormPhienBan'): 404, login first, access denied, or load the
 * module's remote.
 */
export function decideModuleRoute(splat: string, user: TLoggedInUser | null): ModuleRouteDecision {
  const segment = splat.split('/').find(Boolean) ?? '';
  const moduleId = moduleOfSegment(segment);
  if (!moduleId) return { kind: 'not-found' };
  if (isPublicSegment(segment)) return { kind: 'remote', moduleId };
  if (!user) return { kind: 'login' };
  if (!licensedModules(user).has(moduleId)) return { kind: 'forbidden', moduleId };
  return { kind: 'remote', moduleId };
}
