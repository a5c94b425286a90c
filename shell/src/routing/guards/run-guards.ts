import { checkHospital } from './check-hospital';
import { checkLogin } from './check-login';
import { checkRole } from './check-role';
import { type Guard, type GuardContext, type GuardOutcome, PASS, type TGuardName } from './guard';

const GUARDS: Record<TGuardName, Guard> = {
  'check-login': checkLogin,
  'check-hospital': checkHospital,
  'check-role': checkRole,
};

export const UNKNOWN_GUARD_MESSAGE = 'Unknown middleware';

/**
 * Runs a route's guards in order; the first that does not pass decides. A name no guard has
 * is a mistake in the route table: the error page, status 500 'Unknown middleware' (spec §8).
 * @example runGuards(['check-login', 'check-role'], ctx)
 */
export function runGuards(names: readonly string[], ctx: GuardContext): GuardOutcome {
  for (const name of names) {
    const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name as TGuardName] : undefined;
    if (!guard) return { kind: 'error', status: 500, message: UNKNOWN_GUARD_MESSAGE };
    const outcome = guard(ctx);
    if (outcome.kind !== 'pass') return outcome;
  }
  return PASS;
}
