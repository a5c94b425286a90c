import { z } from 'zod';
import { ZId } from '../common.js';
import { ZActionPlanResults } from '../entities/action-plan.js';
import { ep } from '../endpoint.js';
import { FN } from '../functions.js';
import { resourceRows } from '../resource.js';
import { actionPlan } from '../resources/action-plan.js';

/**
 * Action plans (issue 27 item 3): the resource's rows and the plan's re-measure in the hospital's
 * next published wave (computed like the dashboard's change, docs/decisions/change-between-waves.md).
 */
export const actionPlanEndpoints = {
  ...resourceRows(actionPlan),
  actionPlanResults: ep({
    method: 'GET',
    path: '/votesafety/v1/ke-hoach-hanh-dong/{id}/ket-qua',
    module: 'dashboard',
    fn: FN.dashboardRead,
    summary: 'Kết quả đo lại các lĩnh vực trọng tâm của kế hoạch ở đợt khảo sát sau',
    params: z.object({ id: ZId }),
    response: ZActionPlanResults,
  }),
  actionPlanExport: ep({
    method: 'GET',
    path: '/votesafety/v1/ke-hoach-hanh-dong/{id}/xuat-excel',
    module: 'dashboard',
    fn: FN.dashboardRead,
    file: true,
    summary: 'Xuất một kế hoạch hành động ra Excel (kế hoạch, mốc, tiến độ, kết quả đo lại)',
    params: z.object({ id: ZId }),
  }),
};
