import type { TModuleId } from '@hm/contract';

/** A remote that could not be loaded or does not keep the federation contract. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly moduleId: TModuleId,
    message: string,
  ) {
    super(message);
  }
}
