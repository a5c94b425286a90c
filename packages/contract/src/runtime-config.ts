import { z } from 'zod';
import { ZModuleId } from './modules.js';

/**
 * `/config.json`, read by the shell at start (and by a standalone remote from its own folder).
 * The shell has no remote URL in its build: each remote's manifest URL comes from here.
 */
export const ZRemoteConfig = z.object({
  /** Federation name, e.g. `mf_survey`. */
  name: z.string(),
  /** URL of the remote's `mf-manifest.json`. */
  manifest: z.string(),
  version: z.string(),
});
export const ZRuntimeConfig = z.object({
  /** API base URL; '' = the same origin as the page. */
  apiBaseUrl: z.string(),
  version: z.string(),
  remotes: z.partialRecord(ZModuleId, ZRemoteConfig),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;
export type TRemoteConfig = z.infer<typeof ZRemoteConfig>;
