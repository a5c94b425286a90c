/**
 * Query keys of this remote. Every dashboard read lives under `DASHBOARD_ROOT`; taking a
 * snapshot (TinhDuLieu) invalidates that root, so every figure on screen reloads. Keys carry
 * the display language: the server names composites, items and answers in the language asked.
 */
export const DASHBOARD_ROOT = ['dashboard'] as const;

export const dashboardKeys = {
  versions: [...DASHBOARD_ROOT, 'versions'] as const,
  filters: [...DASHBOARD_ROOT, 'filters'] as const,
  /** Live participation from the staff records. */
  participation: [...DASHBOARD_ROOT, 'participation'] as const,
  /** Figures from the version's snapshot. */
  scores: [...DASHBOARD_ROOT, 'scores'] as const,
  statistics: [...DASHBOARD_ROOT, 'statistics'] as const,
  percentData: [...DASHBOARD_ROOT, 'percent-data'] as const,
};
