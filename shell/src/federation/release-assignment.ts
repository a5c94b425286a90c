import { endpoints, type TModuleId, type TReleaseAssignment, VOTE_LINK_OPENED_EVENT } from '@hm/contract';
import { api, useSession } from '@hm/platform';
import { voteLinkOf } from './vote-link';

export type AssignedRelease = TReleaseAssignment['remotes'][string];

type Assignment = Partial<Record<TModuleId, AssignedRelease>>;

let assigned: Promise<Assignment> | null = null;
/** The assignment this page loads from, once it has been asked (null: not yet). */
let settled: Assignment | null = null;
/** The modules this page's vote link decided (the link's hospital's release, whoever is signed in). */
let byLink: readonly TModuleId[] = [];
/** When this page's assignment was answered (Date.now(); 0 before). */
let settledAt = 0;

/** What this page runs (or will run) of each module, once asked; null before. */
export const pageAssignment = () => settled;
/** The modules whose release this page's vote link decided: the signed-in account's assignment does not speak for them. */
export const linkDecidedModules = () => byLink;
/** When this page's assignment was answered (Date.now(); 0 before): a check right after it has nothing new to learn. */
export const pageAssignmentAt = () => settledAt;

const builtIn =
  (what: string) =>
  (err: unknown): Assignment => {
    console.warn(`${what} could not be asked; the built-in modules are loaded.`, err);
    return {};
  };

async function ask(): Promise<Assignment> {
  const link = voteLinkOf(window.location);
  const [account, linked] = await Promise.all([
    useSession.getState().token
      ? api.call(endpoints.releaseAssignment, {}, { silent: true }).then((a) => a.remotes as Assignment, builtIn('The module release registry'))
      : ({} as Assignment),
    link ? api.call(endpoints.releaseLinkAssignment, { body: link }, { silent: true }).then((a) => a.remotes as Assignment, builtIn("The vote link's release")) : null,
  ]);
  if (!linked) return account;
  // A vote page runs the survey module of its link's hospital (the built-in one when the link
  // names none): never the signed-in account's hospital's, nor a QA override.
  byLink = ['survey'];
  const { survey: _accounts, ...others } = account;
  return { ...others, ...linked };
}

/**
 * The release of each licensed module that the signed-in user's hospital runs (the module release
 * registry, docs/decisions/module-releases.md): its entry URL and SHA-384. On a vote page without
 * a login (an invitation link, a ballot card), the survey module of the link's hospital, which the
 * server finds from the link. Asked once per page: a page keeps the versions it loaded until it
 * reloads. Without either, or when the registry cannot be asked, a module is the server's built-in
 * one (`/config.json`).
 */
export function releaseAssignment(): Promise<Assignment> {
  if (!assigned) {
    assigned = ask().then((r) => {
      settledAt = Date.now();
      return (settled = r);
    });
    window.addEventListener(VOTE_LINK_OPENED_EVENT, () => void followVoteLink());
  }
  return assigned;
}

/**
 * A vote page that learnt its hospital after its survey module loaded (a ballot card's code typed
 * on the page, or another card after the first): asks the registry for that hospital's survey
 * module and reloads the page once when it is not the one running. The survey module kept the
 * card session on the phone, so the reloaded page names the hospital from the start and opens
 * the same card; nothing has been answered yet. Answers whether it reloads.
 */
export async function followVoteLink(reload = () => window.location.reload()): Promise<boolean> {
  const link = voteLinkOf(window.location);
  if (!link || !settled) return false;
  const linked = await api.call(endpoints.releaseLinkAssignment, { body: link }, { silent: true }).then(
    (a) => a.remotes as Assignment,
    () => null,
  );
  if (!linked || (linked.survey?.entry ?? null) === (settled.survey?.entry ?? null)) return false;
  reload();
  return true;
}

const base64 = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf)));

/**
 * Fail-closed: fetches a release's entry and compares its SHA-384 with the registry's before any
 * of it runs. The script element that then runs it carries the same integrity (integrity-plugin.ts),
 * so the browser refuses other bytes too; the entry carries its chunks' hashes (subresource
 * integrity of the release build), so each chunk is checked in turn.
 */
export async function verifyEntry(release: AssignedRelease): Promise<{ ok: true } | { ok: false; detail: string }> {
  const res = await fetch(release.entry, { credentials: 'same-origin' });
  if (!res.ok) return { ok: false, detail: `${release.entry}: HTTP ${res.status}` };
  const digest = await crypto.subtle.digest('SHA-384', await res.arrayBuffer());
  const actual = `sha384-${base64(digest)}`;
  return actual === release.integrity ? { ok: true } : { ok: false, detail: `${release.entry}: SHA-384 ${actual}, the registry has ${release.integrity}` };
}
