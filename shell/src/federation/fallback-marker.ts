/** What `loadRemote()` resolves to when a remote could not be loaded (see fallback-plugin). */
export interface RemoteFallback {
  __mfFallback: true;
  id: string;
  error: string;
}

export const isRemoteFallback = (m: unknown): m is RemoteFallback => typeof m === 'object' && m !== null && (m as { __mfFallback?: unknown }).__mfFallback === true;
