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
  uploads: {
    title: 'Uploads', upload: 'Upload', name: 'File name', type: 'Type', size: 'Size', hospital: 'Hospital',
    uploadedBy: 'Uploaded by', uploadedAt: 'Uploaded at', description: 'Description', kind: 'File type', images: 'Images', documents: 'Documents',
    productWide: 'Shared (every hospital)', shareAll: 'Share with every hospital', preview: 'Preview', download: 'Download',
    files: 'Files', filesHint: 'At most {{mb}} MB a file and {{max}} files at once. PNG, JPEG, WebP and GIF images, PDF, Excel (.xlsx), Word (.docx), CSV and text (.txt) are accepted; the type is checked by content, not by name. SVG, HTML and executables are refused.',
    limit: 'At most {{mb}} MB a file; the type is checked by content.',
    chooseFile: 'Please choose a file to upload', tooLarge: '{{name}} is larger than {{mb}} MB', tooMany: 'At most {{max}} files at once',
    chosen: '{{count}} file(s) chosen ({{size}})', progress: 'Uploading', uploaded: '{{count}} file(s) uploaded', editTitle: 'Edit file: {{name}}',
    noPreview: 'The image cannot be shown', none: 'None', empty: 'No files yet',
    types: { png: 'PNG image', jpeg: 'JPEG image', webp: 'WebP image', gif: 'GIF image', pdf: 'PDF', xlsx: 'Excel', docx: 'Word', csv: 'CSV', txt: 'Text', other: 'Other' },
  },
  hospitalInfo: {
    title: 'Hospital information', hospital: 'Hospital', name: 'Hospital name', address: 'Address (number, street)', province: 'Province/city',
    commune: 'Commune/ward', provinceFirst: 'Choose the province first', contact: 'Contact person', phone: 'Phone', email: 'E-mail',
    ahrq: 'Site characteristics (AHRQ)', beds: 'Licensed beds', ownership: 'Ownership', teaching: 'Teaching hospital',
    own: { cong_lap: 'Public', tu_nhan: 'Private', khac: 'Other' },
    logo: 'Logo', logoNone: 'No logo yet', logoPick: 'Choose an uploaded image', logoUpload: 'Upload a new image', logoRemove: 'Remove logo',
    logoHint: 'A PNG, JPEG, WebP or GIF image of at most {{mb}} MB; shown in the side menu.', logoReadOnly: 'Changing the logo needs the uploads function.',
    saved: 'Hospital information saved', noHospital: 'No hospital chosen', code: 'Hospital code: {{code}}',
  },
  mail: {
    title: 'E-mail', configured: 'Configured', notConfigured: 'Not configured', server: 'Mail server', from: 'Sender',
    pending: 'Waiting', failed: 'Failed', lastError: 'Latest error', at: 'at {{at}}', none: 'None',
    notConfiguredHelp: 'No mail server is configured (environment variable SMTP_URL, e.g. smtp://user:password@mail.hospital.vn:587). Invitations and reminders stay "Waiting" and are sent once it is set.',
    testAddress: 'Send a test mail to', testAddressHint: 'Leave empty to send it to your account’s staff e-mail.', test: 'Send a test mail',
    sent: 'Test mail sent to {{to}}', failedTest: 'The test mail to {{to}} failed: {{error}}', detail: 'The server said: {{detail}}',
  },
};
