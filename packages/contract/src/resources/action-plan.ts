import { ZActionPlan, ZActionPlanInput, ZActionPlanListQuery } from '../entities/action-plan.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';

/** The survey service prefix. */
const V = '/votesafety/v1';

/**
 * Action plans (`ke-hoach-hanh-dong`, issue 27 item 3): rows of one hospital and wave, read by
 * dashboard readers of that hospital, written by holders of the action-plan function, with the
 * hospital's dashboard licence; every write audited (docs/decisions/action-plans.md).
 */
export const actionPlan = defineResource({
  name: 'actionPlan',
  label: 'kế hoạch hành động',
  module: 'dashboard',
  id: 'ke_hoach_id',
  row: ZActionPlan,
  input: ZActionPlanInput,
  query: ZActionPlanListQuery,
  scope: 'hospital',
  fn: { read: FN.dashboardRead, write: FN.actionPlanWrite },
  combo: { label: 'tieu_de' },
  paths: {
    list: `${V}/ke-hoach-hanh-dong`,
    byId: `${V}/ke-hoach-hanh-dong/{id}`,
    combo: false,
    create: `${V}/ke-hoach-hanh-dong`,
    update: { path: `${V}/ke-hoach-hanh-dong/{id}`, id: 'path' },
    remove: { path: `${V}/ke-hoach-hanh-dong/{id}` },
  },
});
