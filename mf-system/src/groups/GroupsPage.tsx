import { screenIcon } from '@hm/contract';
import { PermissionGroupsPage } from '@hm/ui/crud';
import { useSystemTranslation } from '../i18n';
import { groupPath } from './group-queries';

/** HeThong/PhanQuyen: the permission groups (the page mf-catalogues' HeThongDanhMuc/PhanQuyen shows too). */
export default function GroupsPage() {
  const { t } = useSystemTranslation();
  return <PermissionGroupsPage text={(k) => t(`groups.${k}`)} icon={screenIcon('HT_PHAN_QUYEN')} editPath={groupPath} />;
}
