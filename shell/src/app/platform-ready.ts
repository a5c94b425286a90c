// First: before any schema of @hm/contract is created (see no-eval.ts).
import '../security/no-eval';
import { api, loadRuntimeConfig, restoreSession } from '@hm/platform';
import { releaseAssignment } from '../federation/release-assignment';

let ready: Promise<boolean> | null = null;

/**
 * The platform, once per page: the runtime configuration (`/config.json`), then the session
 * restored from the HttpOnly refresh cookie, as after a reload or in a new tab. True when a
 * session was restored. A failure is not kept: the next call tries again. The module releases the
 * account runs are asked beside the user (`me`), not after it, since the first page's remote
 * waits for both (one round trip less, issue 32).
 * @example if (await platformReady()) showTheApp();
 */
export function platformReady(): Promise<boolean> {
  ready ??= loadRuntimeConfig('/config.json').then(() => restoreSession(api, { whenRefreshed: () => void releaseAssignment() }));
  ready.catch(() => (ready = null));
  return ready;
}
