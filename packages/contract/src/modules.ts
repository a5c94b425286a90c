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

/**
 * What each module is called, everywhere: the menu's folders, the hospital form's licensed
 * modules, the licence list, the function list. One name per module in each language.
 * @example moduleName('dashboard', 'vi') // 'Thống kê'
 */
export const MODULE_NAMES: Record<TEndpointModule, { vi: string; en: string }> = {
  core: { vi: 'Chung', en: 'General' },
  survey: { vi: 'Khảo sát', en: 'Survey' },
  dashboard: { vi: 'Thống kê', en: 'Dashboards' },
  reports: { vi: 'Báo cáo', en: 'Reports' },
  system: { vi: 'Hệ thống', en: 'System' },
  catalogues: { vi: 'Danh mục', en: 'Catalogues' },
};

/** A module's name in a display language (Vietnamese unless `en`); an unknown id as it is. */
export const moduleName = (id: string, language: string): string => (Object.hasOwn(MODULE_NAMES, id) ? MODULE_NAMES[id as TEndpointModule][language === 'en' ? 'en' : 'vi'] : id);

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
