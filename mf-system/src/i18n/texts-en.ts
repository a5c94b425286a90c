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
  accountDepts: {
    title: 'Account departments', add: 'Link departments', account: 'Account', displayName: 'Display name', department: 'Department', departments: 'Departments',
    hospital: 'Hospital', group: 'Permission group', linked: 'Linked now: {{names}}', noneLinked: 'No department linked yet',
    accountSearch: 'Type an account name to search', accountHint: 'Staff-level accounts only (e.g. the Department heads group) of the hospital shown',
    openAccounts: 'Show the accounts', noAccount: 'No account found', departmentCount: '{{count}} departments',
    chooseAccount: 'Please choose an account', chooseDepartments: 'Please choose at least one department', allLinked: 'The account is linked to every department',
    editTitle: 'Edit department link: {{name}}', saved: 'Departments linked', updated: 'Department link updated',
    removeAll: 'Remove every department of the account', removeAllConfirm: 'Remove every department linked to {{name}}? The account will no longer see anybody’s participation.',
    removedAll: 'Every department of the account removed', empty: 'No account is linked to a department yet',
    notice: 'A department head (a staff-level account) sees the staff list and survey participation of its linked departments only, and nobody’s without a link. Scores stay the hospital’s published figures, with groups below the minimum size hidden. Administrator accounts are never narrowed by departments.',
  },
  audit: {
    title: 'Audit trail', time: 'Time', account: 'Account', hospital: 'Hospital', action: 'Action', entity: 'Entity', entityId: 'Entity id',
    changes: 'Changes', request: 'Request id', address: 'Address', from: 'From', to: 'To', csv: 'Export CSV', empty: 'No audit rows',
    notice: 'The trail is read-only: nobody can edit or delete its rows.',
    actions: { create: 'Create', update: 'Update', delete: 'Delete', refused: 'Refused', export: 'Export' },
  },
};
