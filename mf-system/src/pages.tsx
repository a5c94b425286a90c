import type { TPageKey } from '@hm/contract';
import { lazyPage } from '@hm/ui';
import type { ReactElement } from 'react';

const accounts = (variant: 'system' | 'hospital') => lazyPage(() => import('./accounts/AccountsPage'), { variant });

/** What each screen of this module (`SCREENS` in @hm/contract) renders, code-split. */
export const PAGES = {
  SystemIndex: lazyPage(() => import('./home/SystemIndexPage'), {}),
  Groups: lazyPage(() => import('./groups/GroupsPage'), {}),
  GroupEdit: lazyPage(() => import('./groups/GroupEditPage'), {}),
  ReportPermissions: lazyPage(() => import('./report-permissions/ReportPermissionsPage'), {}),
  Licences: lazyPage(() => import('./licences/LicencesPage'), {}),
  Uploads: lazyPage(() => import('./uploads/UploadsPage'), {}),
  // Accounts with their sub-pages (account edit, change password, staff-account edit, group, other hospitals).
  SystemAccounts: accounts('system'),
  HospitalAccounts: accounts('hospital'),
  OwnPassword: lazyPage(() => import('./accounts/OwnPasswordPage'), {}),
  AccountDepartments: lazyPage(() => import('./account-departments/AccountDepartmentsPage'), {}),
  Parameters: lazyPage(() => import('./parameters/ParametersPage'), {}),
  AuditTrail: lazyPage(() => import('./audit/AuditTrailPage'), {}),
  HospitalInfo: lazyPage(() => import('./hospital-info/HospitalInfoPage'), {}),
  ModuleReleases: lazyPage(() => import('./releases/ModuleReleasesPage'), {}),
  ReleaseQa: lazyPage(() => import('./releases/ReleaseQaPage'), {}),
  HospitalGroups: lazyPage(() => import('./hospital-groups/HospitalGroupsPage'), {}),
} satisfies Record<TPageKey<'system'>, ReactElement>;
