// First: before any schema of @hm/contract is created (see no-eval.ts).
import '../security/no-eval';
import { api, loadRuntimeConfig, restoreSession } from '@hm/platform';

let ready: Promise<boolean> | null = null;

/**
 * The platform, once per page: the runtime configuration (`/config.json`), then the session
 * restored from the HttpOnly refresh cookie, as after a reload or in a new tab. True when a
 * session was restored. A failure is not kept: the next call tries again.
 * @example if (await platformReady()) showTheApp();
 */
export function platformReady(): Promise<boolean> {
  ready ??= loadRuntimeConfig('/config.json').then(() => restoreSession(api));
  ready.catch(() => (ready = null));
  return ready;
}
