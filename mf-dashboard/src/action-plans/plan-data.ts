import { endpoints, type TActionPlan, type TDashboardFilters } from '@hm/contract';
import { endpointQuery } from '@hm/platform';
import { dashboardKeys } from '../api/keys';

/** A plan's re-measure in the hospital's next published wave. */
export const planResultsQuery = endpointQuery(endpoints.actionPlanResults, [...dashboardKeys.scores, 'action-plan-results']);

/** The URL parameter that opens one plan on the list page (the dashboard panel's links). */
export const PLAN_PARAM = 'ke_hoach';

/** The path of the plans page (below the locale base). */
export const PLANS_PATH = 'Dashboard/KeHoachHanhDong';

type T = (key: string, o?: Record<string, unknown>) => string;

/** A plan's unit as the dashboard names it: the whole hospital, the unit's answer label, else its number. */
export function unitLabel(t: T, unit: number | null, units: TDashboardFilters['units'] | undefined): string {
  if (unit === null) return t('actionPlans.wholeHospital');
  return units?.find((u) => u.gia_tri === unit)?.label ?? t('actionPlans.unitValue', { n: unit });
}

/** A status in words. */
export const statusLabel = (t: T, s: TActionPlan['trang_thai']) => t(`actionPlans.statuses.${s}`);

/** Severity of a status tag (the words carry the meaning). */
export const STATUS_SEVERITY: Record<TActionPlan['trang_thai'], 'secondary' | 'info' | 'success' | 'danger'> = {
  draft: 'secondary',
  in_progress: 'info',
  done: 'success',
  abandoned: 'danger',
};
