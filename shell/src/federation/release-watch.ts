import { endpoints, type TModuleId } from '@hm/contract';
import { api, useSession } from '@hm/platform';
import { create } from 'zustand';
import { type AssignedRelease, linkDecidedModules, pageAssignment } from './release-assignment';

/** How often an open page asks whether its hospital's releases changed (also on focus and on route change). */
export const RELEASE_POLL_MS = 60_000;
/** Route changes and focus within this time of the last check ask nothing. */
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

/**
 * Asks the registry what the user's hospital runs now and compares it with what this page
 * loaded (docs/decisions/module-releases.md, no skew): a difference shows the "new version"
 * notice; the page keeps running the versions it loaded until the user reloads.
 */
export async function checkReleaseAssignment(now = Date.now()): Promise<void> {
  const loaded = pageAssignment();
  if (!loaded || !useSession.getState().token || now - lastCheck < MIN_GAP_MS) return;
  lastCheck = now;
  let current: Assignment;
  try {
    current = (await api.call(endpoints.releaseAssignment, {}, { silent: true })).remotes as Assignment;
  } catch {
    return;
  }
  // A module a vote link decided follows the link's hospital, not the account's: not compared.
  const ours = (a: Assignment) => Object.fromEntries(Object.entries(a).filter(([m]) => !linkDecidedModules().includes(m as TModuleId))) as Assignment;
  const changed = fingerprint(ours(current));
  const { dismissed } = useReleaseNotice.getState();
  useReleaseNotice.setState({ stale: changed !== fingerprint(ours(loaded)) && changed !== dismissed ? changed : null });
}
