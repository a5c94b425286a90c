import { endpoints } from '@hm/contract';
import type { CrudResource } from '@hm/platform';

/** The path of a definition's page below the locale base; `moi` opens an empty one. */
export const REPORTS_PATH = 'HeThongDanhMuc/Reports';
export const NEW_REPORT = 'moi';
export const reportPath = (id?: number) => `${REPORTS_PATH}/${id ?? NEW_REPORT}`;

/**
 * Report definitions as the shared list page and writes see them (`/auth/v1/report`). No active
 * flag here: suspending is an update of the whole definition (its columns), made on its page.
 */
export const reportResource = {
  name: 'report',
  id: 'report_id',
  combo: { label: 'ten_report' },
  endpoints: {
    list: endpoints.reportList,
    byId: endpoints.reportById,
    create: endpoints.reportCreate,
    update: endpoints.reportUpdate,
    remove: endpoints.reportDelete,
  },
} satisfies CrudResource;
