import type { systemVi } from './texts-vi';

/** mf-system texts (English). */
export const systemEn: typeof systemVi = {
  modules: { survey: 'Survey', dashboard: 'Dashboards', reports: 'Reports', system: 'System', catalogues: 'Catalogues' },
  params: {
    title: 'System parameters', add: 'Add parameter', code: 'Code', name: 'Name', value: 'Value', description: 'Description',
    scope: 'Scope', productDefault: 'Default (every hospital)', hospital: 'Hospital',
    notice: 'A hospital’s own value replaces the default. The minimum group size is never below 3.',
  },
  licences: {
    title: 'Module licences per hospital', code: 'Hospital code', name: 'Hospital', edit: 'Licences', on: 'On', off: 'Off', expired: 'Not in force',
    from: 'From', to: 'To', noLimit: 'no limit', saved: 'Licences updated', dialog: 'Licences of {{name}}',
    hint: 'A module switched off loses its menu, pages and calls at once, from the next load.',
  },
  audit: {
    title: 'Audit trail', time: 'Time', account: 'Account', hospital: 'Hospital', action: 'Action', entity: 'Entity', entityId: 'Entity id',
    changes: 'Changes', request: 'Request id', address: 'Address', from: 'From', to: 'To', csv: 'Export CSV', empty: 'No audit rows',
    notice: 'The trail is read-only: nobody can edit or delete its rows.',
    actions: { create: 'Create', update: 'Update', delete: 'Delete', refused: 'Refused', export: 'Export' },
  },
};
