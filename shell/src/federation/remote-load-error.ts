import type { TModuleId } from '@hm/contract';

/**
 * Why a remote could not be shown. The user sees the product's own text for the reason (never
 * the browser's or the runtime's message, which names files and URLs); the detail goes to the console.
 */
export type RemoteFailureReason = 'not-configured' | 'unavailable' | 'incompatible';

/** A remote that could not be loaded or does not keep the federation contract. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly moduleId: TModuleId,
    readonly reason: RemoteFailureReason,
    /** For the console only. */
    detail: string,
  ) {
    super(detail);
  }
}
