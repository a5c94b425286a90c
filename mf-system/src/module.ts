import type { TModuleId } from '@hm/contract';

export const MODULE_ID: TModuleId = 'system';
/** The module as users know it. */
export const MODULE_NAME = 'Hệ thống';
