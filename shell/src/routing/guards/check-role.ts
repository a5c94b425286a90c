import { licensedModules } from '../module-access';
import { accessDenied, type Guard, PASS } from './guard';

/**
 * `check-role`: the route's module is licensed for the user's hospital and the user's permission
 * group holds one of the route's function codes (what the logged-in user carries; the server
 * checks every call again).
 */
export const checkRole: Guard = (ctx) => {
  const { user, moduleId, functions } = ctx;
  if (!user) return accessDenied(ctx, 'role');
  if (moduleId && !licensedModules(user).has(moduleId)) return accessDenied(ctx, 'licence');
  if (functions.length > 0 && !functions.some((f) => user.chuc_nang.includes(f))) return accessDenied(ctx, 'role');
  return PASS;
};
