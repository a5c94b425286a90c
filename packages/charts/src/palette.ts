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

/** Grade / rating answers, worst (1) to best (5): answers are coded so that a higher code is better (DESIGN.md). */
export const GRADE_COLORS = ['#b91c1c', '#c2410c', '#8a8f98', '#4d7c0f', '#15803d'];

/** The colour of a grade answer by its code; 9 (does not apply) and others are grey. */
export const gradeColor = (code: number): string => (code >= 1 && code <= 5 ? (GRADE_COLORS[code - 1] ?? COLORS.primary) : '#cbd5e1');
