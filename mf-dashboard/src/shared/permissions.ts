import { FN, type TLoggedInUser } from '@hm/contract';
import { useCurrentUser } from '@hm/platform';

/** What the logged-in user may do in this remote (the server checks every call again). */
export interface DashboardPermissions {
  /** DASHBOARD_XEM: read the dashboards and statistics. */
  read: boolean;
  /** DASHBOARD_TINH_DU_LIEU: take a snapshot (TinhDuLieu). */
  compute: boolean;
  /** DU_LIEU_THO_XUAT: export respondent-level raw data (recorded in the audit log). */
  rawExport: boolean;
}

/**
 * The user's permissions from the session's function codes (`chuc_nang`).
 * @example dashboardPermissions(user).rawExport
 */
export function dashboardPermissions(user: TLoggedInUser | null): DashboardPermissions {
  const fns = new Set(user?.chuc_nang ?? []);
  return { read: fns.has(FN.dashboardRead), compute: fns.has(FN.dashboardCompute), rawExport: fns.has(FN.rawDataExport) };
}

/** The logged-in user's permissions in this remote. */
export const useDashboardPermissions = (): DashboardPermissions => dashboardPermissions(useCurrentUser());
