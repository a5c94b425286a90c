import { endpoints, type TModuleId, type TReleaseAssignment } from '@hm/contract';
import { api, useSession } from '@hm/platform';

export type AssignedRelease = TReleaseAssignment['remotes'][string];

let assigned: Promise<Partial<Record<TModuleId, AssignedRelease>>> | null = null;
/** The assignment this page loads from, once it has been asked (null: not yet). */
let settled: Partial<Record<TModuleId, AssignedRelease>> | null = null;

/** What this page runs (or will run) of each module, once asked; null before. */
export const pageAssignment = () => settled;

/**
 * The release of each licensed module that the signed-in user's hospital runs (the module release
 * registry, docs/decisions/module-releases.md): its entry URL and SHA-384. Asked once per page:
 * a page keeps the versions it loaded until it reloads. Without a session, or when the registry
 * cannot be asked, every module is the server's built-in one (`/config.json`).
 */
export function releaseAssignment(): Promise<Partial<Record<TModuleId, AssignedRelease>>> {
  assigned ??= useSession.getState().token
    ? api
        .call(endpoints.releaseAssignment, {}, { silent: true })
        .then(
          (a) => a.remotes as Partial<Record<TModuleId, AssignedRelease>>,
          (err: unknown) => {
            console.warn('The module release registry could not be asked; the built-in modules are loaded.', err);
            return {};
          },
        )
        .then((r) => (settled = r))
    : Promise.resolve({});
  return assigned;
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
