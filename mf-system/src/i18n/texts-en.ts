import type { systemVi } from './texts-vi';

/** mf-system texts (English). */
export const systemEn: typeof systemVi = {
  accounts: {
    title: 'Accounts', hospitalTitle: 'Hospital accounts', add: 'Add account', edit: 'Edit account {{name}}',
    username: 'User name', displayName: 'Display name', group: 'Permission group', hospital: 'Hospital', staff: 'Staff member', status: 'Status',
    active: 'Active', password: 'Password', confirm: 'Repeat password', all: 'All', on: 'Active', off: 'Locked',
    mustChange: 'Must change password', noHospital: '(every hospital)', noStaff: '(none)', otherHospitals: 'Other hospitals', setPassword: 'Set password',
    usernameHint: 'Unaccented letters, digits and . _ - @; case does not matter',
    hospitalHint: 'Leave empty only for system administrator accounts',
    passwordHint: 'An initial password, at least 8 characters: the user must change it at the first sign-in. When editing, leave empty to keep it.',
    passwordNotice: 'The user must change this password at the next sign-in; every open session of the account ends now.',
    staffHint: 'A staff member of the account’s hospital; one account per staff member.',
    groupHint: 'Only groups not above your own.',
    hospitalsHint: 'The account works with these hospitals besides its own.',
    notice: 'Locking an account ends its sessions at once. An account that has been used is locked instead of deleted, to keep its history.',
    saved: 'Updated', ownPassword: 'Change my password', ownSave: 'Change password',
    own: { mat_khau_cu: 'Current password', mat_khau: 'New password', confirm: 'Repeat the new password' },
    dialogs: { password: 'Set the password of {{name}}', staff: 'Staff member using {{name}}', group: 'Permission group of {{name}}', hospitals: 'Other hospitals of {{name}}' },
  },
  modules: { core: 'General', survey: 'Survey', dashboard: 'Dashboards', reports: 'Reports', system: 'System', catalogues: 'Catalogues' },
  groups: {
    title: 'Permissions', add: 'Add permission group', view: 'View', code: 'Group code', name: 'Group name', level: 'Level', description: 'Description',
    newTitle: 'New permission group', editTitle: 'Permission group: {{name}}', info: 'Group details', project: 'Project',
    menus: 'Visible menus', menusHint: 'Choosing a menu entry also chooses its parents. Arrow keys move, Space chooses.',
    functions: 'Functions', selected: '{{count}}/{{total}} chosen',
    notHeld: 'you do not hold it', back: 'Back', save: 'Save', saved: 'Permission group saved',
    discardConfirm: 'Unsaved changes will be lost. Go back without saving?', discardAccept: 'Discard changes',
    afterCreate: 'Save the group first, then give it menus and functions.',
    readOnly: 'You may only view this permission group.',
    kept: 'The system administrators’ group always keeps every menu and function it has: you can add, never remove.',
    notice: 'Nobody can create, edit or give a group holding a function they do not hold themselves, or a group above their own level.',
  },
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
