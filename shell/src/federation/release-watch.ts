import { endpoints, type TModuleId } from '@hm/contract';
import { api, useSession } from '@hm/platform';
import { create } from 'zustand';
import { type AssignedRelease, linkDecidedModules, pageAssignment, pageAssignmentAt } from './release-assignment';
import { voteLinkOf } from './vote-link';

/** How often an open page asks whether its hospital's releases changed (also on focus and on route change). */
export const RELEASE_POLL_MS = 60_000;
/**
 * Route changes and focus within this time of the last check ask nothing; the page's own first
 * ask counts as one (the first route's check came a moment after it: one more request on every
 * page load, issue 32).
 */
const MIN_GAP_MS = 2_000;

type Assignment = Partial<Record<TModuleId, AssignedRelease>>;

/** One string per assignment: which release (and integrity) of each module, and whether it is a QA override. */
export function fingerprint(a: Assignment): string {
  return (Object.keys(a) as TModuleId[])
    .sort()
    .map((m) => `${m}=${a[m]!.version}|${a[m]!.integrity}|${a[m]!.qa_override ? 'qa' : ''}`)
    .join(';');
}

interface ReleaseNoticeState {
  /** The assignment now, when it differs from the one this page loaded (its fingerprint; '' = nothing assigned): offer a reload, never swap code under the user. */
  stale: string | null;
  /** The assignment the user dismissed the notice of: not offered again until it changes once more. */
  dismissed: string | null;
  dismiss: () => void;
}

export const useReleaseNotice = create<ReleaseNoticeState>((set) => ({
  stale: null,
  dismissed: null,
  dismiss: () => set((s) => ({ dismissed: s.stale, stale: null })),
}));

let lastCheck = 0;

const only = (a: Assignment, keep: (m: TModuleId) => boolean): Assignment => Object.fromEntries(Object.entries(a).filter(([m]) => keep(m as TModuleId))) as Assignment;

/**
 * Asks the registry what this page would load now and compares it with what it loaded
 * (docs/decisions/module-releases.md, no skew): a difference shows the "new version" notice; the
 * page keeps running the versions it loaded until the user reloads. Each module is compared with
 * what decides it: the module a vote link decided (an invitation link, a ballot card) with its
 * link's hospital's release, asked with the link or the vote session, signed in or not; the
 * others with the signed-in account's hospital's.
 */
export async function checkReleaseAssignment(now = Date.now()): Promise<void> {
  const loaded = pageAssignment();
  if (!loaded || now - Math.max(lastCheck, pageAssignmentAt()) < MIN_GAP_MS) return;
  const signedIn = !!useSession.getState().token;
  const byLink = (m: TModuleId) => linkDecidedModules().includes(m);
  // Never with a card code itself: each ask with one counts against the card page's per-address
  // limit, which a ward's phones share; the card session kept once the code is traded is asked.
  const named = linkDecidedModules().length ? voteLinkOf(window.location) : null;
  const link = named?.loai === 'the' ? null : named;
  if (!signedIn && !link) return;
  lastCheck = now;
  const asked = await Promise.all([
    signedIn ? api.call(endpoints.releaseAssignment, {}, { silent: true }).then((a) => a.remotes as Assignment) : {},
    link ? api.call(endpoints.releaseLinkAssignment, { body: link }, { silent: true }).then((a) => a.remotes as Assignment) : {},
  ]).catch(() => null);
  // Not asked (offline, a vote session that has ended): nothing to offer.
  if (!asked) return;
  const [account, linked] = asked;
  // What decides each module now: without a link left to ask (the session ended), a module the
  // link decided is not compared.
  const decided = (a: Assignment, l: Assignment): Assignment => ({ ...(signedIn ? only(a, (m) => !byLink(m)) : {}), ...(link ? only(l, byLink) : {}) });
  const changed = fingerprint(decided(account, linked));
  const { dismissed } = useReleaseNotice.getState();
  useReleaseNotice.setState({ stale: changed !== fingerprint(decided(loaded, loaded)) && changed !== dismissed ? changed : null });
}
