import type { TLoggedInUser, TModuleId } from '@hm/contract';

/** The guards a route may name (spec §6). */
export const GUARD_NAMES = ['check-login', 'check-hospital', 'check-role'] as const;
export type TGuardName = (typeof GUARD_NAMES)[number];

/** What a guard knows about the navigation. */
export interface GuardContext {
  user: TLoggedInUser | null;
  /** The path asked for, with its query: where login returns to. */
  path: string;
  /** The module owning the route; its licence is part of the role check. */
  moduleId: TModuleId | null;
  /** Function codes (`chuc_nang`) of which the user needs one; empty = none needed. */
  functions: readonly string[];
  /** The user deliberately logged out (not an expired session): login opens plain, without a return path. */
  signedOut?: boolean;
}

export type GuardOutcome = { kind: 'pass' } | { kind: 'redirect'; to: string; state?: Record<string, unknown> } | { kind: 'error'; status: number; message: string };

/** A pure check of one rule: pass, or where to go instead, or an error page. */
export type Guard = (ctx: GuardContext) => GuardOutcome;

export const PASS: GuardOutcome = { kind: 'pass' };

/** Where a refused user goes: access denied, remembering what was asked for and why. */
export const accessDenied = (ctx: GuardContext, reason: 'role' | 'licence' | 'hospital'): GuardOutcome => ({
  kind: 'redirect',
  to: '/vi/CamTruyCap',
  state: { from: ctx.path.split('?')[0], reason, ...(ctx.moduleId ? { moduleId: ctx.moduleId } : {}) },
});
