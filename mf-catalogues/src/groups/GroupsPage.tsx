import { screenIcon, screenPath } from '@hm/contract';
import { PermissionGroupsPage } from '@hm/ui/crud';
import { useCataloguesTranslation } from '../i18n';

/** The group's page is mf-system's (HeThong/PhanQuyen/:id); `moi` opens an empty one. */
const groupPath = (id?: number) => `${screenPath('HT_PHAN_QUYEN')}/${id ?? 'moi'}`;

/** HeThongDanhMuc/PhanQuyen: the permission groups, on the page of HeThong/PhanQuyen (mf-system). */
export default function GroupsPage() {
  const { t } = useCataloguesTranslation();
  return <PermissionGroupsPage text={(k) => t(`pages.groups.${k}`)} icon={screenIcon('DM_PHAN_QUYEN')} editPath={groupPath} />;
}
