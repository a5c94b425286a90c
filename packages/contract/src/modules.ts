import { z } from 'zod';

/** Product modules: `core` is always on; the others are licensed per hospital. */
export const MODULE_IDS = ['survey', 'dashboard', 'reports', 'system', 'catalogues'] as const;
export const ZModuleId = z.enum(MODULE_IDS);
export type TModuleId = z.infer<typeof ZModuleId>;
export type TEndpointModule = TModuleId | 'core';

/**
 * Modules every hospital has whatever it licensed: `system` is the administration of the hospital
 * itself (its accounts, department links, information, uploads, parameters, audit trail); a
 * hospital without it could not be run (docs/decisions/licences.md). The licence screen
 * offers the others.
 */
export const ALWAYS_ON_MODULES: readonly TModuleId[] = ['system'];
export const LICENSABLE_MODULES: readonly TModuleId[] = MODULE_IDS.filter((m) => !ALWAYS_ON_MODULES.includes(m));

/** The remote that renders each module (DESIGN.md, "Modules and who owns what"). */
export const MODULE_REMOTES: Record<TModuleId, string> = {
  survey: 'mf-survey',
  dashboard: 'mf-dashboard',
  reports: 'mf-reports',
  system: 'mf-system',
  catalogues: 'mf-catalogues',
};

/** The project code that scopes menus, functions and reports. */
export const PROJECT_CODE = 'hm-vote-for-safety';
export const CONTRACT_MAJOR = 1;
