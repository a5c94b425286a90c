import { endpoints } from '@hm/contract';
import type { CrudResource } from '@hm/platform';

/** The licence screen's rows: hospitals with their module licences (list, and one update per hospital). */
export const licences = {
  name: 'licence',
  id: 'hospital_id',
  scope: 'system',
  endpoints: { list: endpoints.licenceList, update: endpoints.licenceUpdate },
  combo: { label: 'name' },
} satisfies CrudResource;
