/**
 * Chart colours: one meaning each across the dashboards, all at least 3:1 against white (WCAG
 * 1.4.11 for graphics); labels inside bars are white on the darker ones only.
 */
export const COLORS = {
  primary: '#4f46e5',
  positive: '#15803d',
  neutral: '#8a8f98',
  negative: '#c2410c',
  benchmark: '#111827',
  previous: '#d97706',
  invited: '#94a3b8',
  submitted: '#4f46e5',
  complete: '#0e7490',
  valid: '#15803d',
  invalid: '#b91c1c',
  notVoted: '#cbd5e1',
  ineligible: '#f59e0b',
  track: '#e5e7eb',
  text: '#1f2937',
  muted: '#6b7280',
} as const;

/** Series colours when one series stands for each hospital, version or group. */
export const SERIES = ['#4f46e5', '#0e7490', '#c2410c', '#15803d', '#a21caf', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f', '#6d28d9'];

export const seriesColor = (i: number): string => SERIES[i % SERIES.length] ?? COLORS.primary;
