import { isChunkLoadError } from './chunk-load-error';
import { type ChunkReloadGuard, chunkReloadGuard } from './chunk-reload-guard';

/**
 * Runs a dynamic import of one of the shell's own chunks; when the chunk cannot be fetched the
 * page reloads (guard permitting) and the import never settles, so the spinner stays until the
 * reload. Otherwise the error goes on to the error boundary (the error page).
 * @example lazy(() => loadWithChunkReload(() => import('./pages/AboutPage')))
 */
export function loadWithChunkReload<T>(load: () => Promise<T>, guard: ChunkReloadGuard = chunkReloadGuard): Promise<T> {
  return load().catch((err: unknown) => {
    if (isChunkLoadError(err) && guard.tryReload()) return new Promise<T>(() => undefined);
    throw err;
  });
}
