import { CONSTANTS } from '@hm/contract';
import { useTranslation } from 'react-i18next';
import { useProgressValue } from './useProgressValue';
import './top-progress-bar.css';

export interface TopProgressBarProps {
  /** Whether the work (a route change, a lazy page) is in progress. */
  active: boolean;
  /** Defaults to spec §9: 5000 ms. */
  durationMs?: number;
  /** Defaults to spec §9: 200 ms; shorter work never shows the bar. */
  throttleMs?: number;
}

/**
 * A thin bar fixed at the top of the page while `active` lasts longer than the throttle
 * (nprogress-like, no dependency).
 * @example <TopProgressBar active={useNavigationPending()} />
 */
export function TopProgressBar({ active, durationMs = CONSTANTS.progressBar.durationMs, throttleMs = CONSTANTS.progressBar.throttleMs }: TopProgressBarProps) {
  const { t } = useTranslation();
  const { visible, value } = useProgressValue(active, { durationMs, throttleMs });
  if (!visible) return null;
  const done = value >= 100;
  return (
    <div
      className={`hm-top-progress${done ? ' hm-top-progress--done' : ''}`}
      role="progressbar"
      aria-label={t('state.pageLoading')}
      aria-busy={!done}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <div className="hm-top-progress__bar" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
