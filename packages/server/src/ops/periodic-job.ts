/** Seconds before retry n (1-based): 30 s, 60 s, 120 s… capped at one hour. */
export const retryDelaySeconds = (attempt: number): number => Math.min(3600, 30 * 2 ** (attempt - 1));

/**
 * A background job every API process runs on a timer (the mail sender, the campaign schedule):
 * `runOnce` claims its work with FOR UPDATE SKIP LOCKED, so of several processes one does each
 * piece. Concurrent triggers share one run; `stop` lets the piece under way finish first, and
 * `runOnce` checks `stopping` before claiming the next.
 */
export abstract class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  protected stopping = false;

  protected constructor(private readonly intervalMs: number) {}

  /** One pass over the due work; returns how many pieces were done. */
  protected abstract runOnce(): Promise<number>;

  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => void this.trigger(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops claiming; the piece under way is finished (and marked) first. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping = true;
    await this.running;
  }

  /** Runs what is due now; concurrent calls share one run. */
  protected trigger(): Promise<number> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
