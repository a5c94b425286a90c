/** Where the autosave stands: nothing to save yet, changes waiting, a save running, all saved, a failure. */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface AutosaverOptions<T> {
  save: (value: T) => Promise<unknown>;
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  /** Waits before retrying a failed save, one per failure in a row (the last one repeats). */
  retryDelaysMs?: readonly number[];
  /** Whether a failure is worth retrying by itself (a lost connection is; a refusal is not). */
  retryable?: (error: unknown) => boolean;
  onState?: (state: SaveState, error?: unknown) => void;
  /** The server holds `value` (the change numbered `revision`); `latest` says no newer change waits. */
  onSaved?: (value: T, revision: number, latest: boolean) => void;
}

export interface Autosaver<T> {
  /** A change: saved after the quiet time, unless a newer change comes first. */
  change: (value: T) => void;
  /** Saves the latest change now (e.g. on a step change); resolves when that attempt ends. */
  flush: () => Promise<void>;
  /** Stops saving (before the submit), once the save running now has ended. */
  stop: () => Promise<void>;
  /** Saves again after `stop` (the submit failed). */
  resume: () => void;
  /** Stops for good; a change still waiting is sent first (leaving the page). */
  close: () => void;
  /** Stops for good, sending nothing more (after the submit). */
  dispose: () => void;
}

export const AUTOSAVE_DELAY_MS = 500;
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

/**
 * A debounced autosave that never drops a change: one save at a time, the latest change wins,
 * a failed save is retried with backoff until it succeeds or a newer change is saved (a refused
 * one only on the next change, `flush` or `resume`).
 * @example const saver = createAutosaver({ save: (d) => api.call(endpoints.voteDraftSave, { body: d }) });
 *          saver.change(draft); // saved 500 ms after the last change
 */
export function createAutosaver<T>(o: AutosaverOptions<T>): Autosaver<T> {
  const delay = o.delayMs ?? AUTOSAVE_DELAY_MS;
  const retries = o.retryDelaysMs ?? RETRY_DELAYS_MS;
  let latest: { value: T; revision: number } | null = null;
  let revision = 0;
  let confirmed = 0;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let disposed = false;

  const setState = (s: SaveState, err?: unknown) => {
    if (!disposed) o.onState?.(s, err);
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => void run(), ms);
  };
  const dirty = () => latest !== null && latest.revision > confirmed;

  function run(): Promise<void> {
    clearTimer();
    if (stopped || disposed || !dirty()) return running ?? Promise.resolve();
    // One save at a time: the change is sent when the running one ends.
    if (running) return running.then(() => run());
    const item = latest!;
    setState('saving');
    running = o
      .save(item.value)
      .then(
        () => {
          confirmed = Math.max(confirmed, item.revision);
          failures = 0;
          // Also after dispose: a save sent on the way out still drops the local copy it covers.
          o.onSaved?.(item.value, item.revision, !dirty());
          setState(dirty() ? 'pending' : 'saved');
        },
        (err: unknown) => {
          failures += 1;
          setState('error', err);
          if (!stopped && !disposed && (o.retryable?.(err) ?? true)) later(retries[Math.min(failures, retries.length) - 1] ?? delay);
        },
      )
      .finally(() => {
        running = null;
        // A change made while saving, with no timer left to send it.
        if (dirty() && timer === null && failures === 0 && !stopped && !disposed) void run();
      });
    return running;
  }

  return {
    change(value) {
      revision += 1;
      latest = { value, revision };
      if (stopped || disposed) return;
      // A failure stays on screen until a save succeeds.
      if (failures === 0) setState('pending');
      later(delay);
    },
    flush: () => run(),
    async stop() {
      stopped = true;
      clearTimer();
      await running;
    },
    resume() {
      stopped = false;
      if (dirty()) later(0);
    },
    close() {
      if (!stopped) void run();
      disposed = true;
      clearTimer();
    },
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}
