import { useEffect, useRef, useState } from 'react';
import { progressAt, PROGRESS_START } from './progress-curve';

export interface ProgressTiming {
  /** Expected duration of the work: the bar reaches 90 % after it. */
  durationMs: number;
  /** Work that ends sooner than this never shows the bar. */
  throttleMs: number;
  /** Redraw interval. */
  tickMs?: number;
  /** How long the full bar stays before it hides. */
  finishMs?: number;
}

export interface ProgressView {
  visible: boolean;
  /** 0–100. */
  value: number;
}

const HIDDEN: ProgressView = { visible: false, value: 0 };

/**
 * The state of an nprogress-like bar for some work that is `active`: hidden during the throttle,
 * then growing over the duration, full when the work ends, then hidden.
 * @example const { visible, value } = useProgressValue(pending, { durationMs: 5000, throttleMs: 200 });
 */
export function useProgressValue(active: boolean, { durationMs, throttleMs, tickMs = 100, finishMs = 300 }: ProgressTiming): ProgressView {
  const [view, setView] = useState<ProgressView>(HIDDEN);
  const shown = useRef(false);

  useEffect(() => {
    if (active) {
      let ticker: ReturnType<typeof setInterval> | undefined;
      // Work that restarts while the bar is still on screen continues it without a new throttle.
      const start = setTimeout(
        () => {
          shown.current = true;
          let elapsed = 0;
          setView({ visible: true, value: PROGRESS_START });
          ticker = setInterval(() => {
            elapsed += tickMs;
            setView({ visible: true, value: progressAt(elapsed, durationMs) });
          }, tickMs);
        },
        shown.current ? 0 : throttleMs,
      );
      return () => {
        clearTimeout(start);
        clearInterval(ticker);
      };
    }
    if (!shown.current) return undefined;
    setView({ visible: true, value: 100 });
    const hide = setTimeout(() => {
      shown.current = false;
      setView(HIDDEN);
    }, finishMs);
    return () => clearTimeout(hide);
  }, [active, durationMs, throttleMs, tickMs, finishMs]);

  return view;
}
