import { CONSTANTS } from '@hm/contract/constants';

/** Where the time of the last reload is kept: it has to survive the reload, not the tab. */
export const CHUNK_RELOAD_KEY = 'hm_chunk_reload_at';

export interface ChunkReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  /** Spec §9: 60000 ms. */
  intervalMs?: number;
}

export interface ChunkReloadGuard {
  /** Reloads the page unless it was reloaded for this reason less than the interval ago. */
  tryReload: () => boolean;
}

/**
 * Spec §4: a failed chunk load reloads the page (to fetch the new build's index), at most once
 * per 60 s, so a chunk that stays unavailable shows the error page instead of reloading for
 * ever. A storage that cannot be read or written (private mode, quota) means no reload.
 * @example createChunkReloadGuard({ storage: sessionStorage, now: Date.now, reload: () => location.reload() }).tryReload()
 */
export function createChunkReloadGuard({ storage, now, reload, intervalMs = CONSTANTS.chunkReloadGuardMs }: ChunkReloadGuardDeps): ChunkReloadGuard {
  return {
    tryReload() {
      const t = now();
      try {
        const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
        if (Number.isFinite(last) && last > 0 && t - last < intervalMs) return false;
        storage.setItem(CHUNK_RELOAD_KEY, String(t));
      } catch {
        return false;
      }
      reload();
      return true;
    },
  };
}

const browserStorage = (): Pick<Storage, 'getItem' | 'setItem'> => {
  try {
    return window.sessionStorage;
  } catch {
    return {
      getItem: () => null,
      setItem: () => {
        throw new Error('no sessionStorage');
      },
    };
  }
};

/** The page's guard: sessionStorage, the clock, `location.reload()`. */
export const chunkReloadGuard: ChunkReloadGuard = createChunkReloadGuard({
  storage: browserStorage(),
  now: () => Date.now(),
  reload: () => window.location.reload(),
});
