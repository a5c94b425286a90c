import { GROUP_LEVELS, permissionGroup, type TPermissionGroup } from '@hm/contract';
import { useAppLink, useCanCall } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { useNavigate } from 'react-router-dom';
import { useSystemTranslation } from '../i18n';
import { groupPath } from './group-queries';

/**
 * HeThong/PhanQuyen: the permission groups, paged and searchable; Add and Edit open the group's
 * page (its menus and functions), Delete asks first. The catalogue screen HeThongDanhMuc/PhanQuyen
 * renders the same resource with the same page.
 */
export default function GroupsPage() {
  const { t, i18n } = useSystemTranslation();
  const navigate = useNavigate();
  const link = useAppLink();
  const mayEdit = useCanCall(permissionGroup.endpoints.update);
  const level = (g: TPermissionGroup) => {
    const l = GROUP_LEVELS.find((x) => x.cap === g.cap);
    return l ? `${g.cap} — ${i18n.language === 'en' ? l.en : l.vi}` : String(g.cap);
  };
  return (
    <ResourcePage
      config={{
        resource: permissionGroup,
        title: t('groups.title'),
        addLabel: t('groups.add'),
        icon: 'pi pi-lock',
        idPrefix: 'hm-group',
        notice: <p>{t('groups.notice')}</p>,
        rowLabel: (g) => g.ten_phan_quyen,
        columns: [
          { field: 'ma_phan_quyen', header: t('groups.code') },
          { field: 'ten_phan_quyen', header: t('groups.name') },
          { header: t('groups.level'), body: level, text: level },
          { field: 'mo_ta', header: t('groups.description') },
        ],
        editPage: (g) => groupPath(g?.phan_quyen_id),
        // Readers see a group's menus and functions on the same page, without Save.
        rowActions: mayEdit ? [] : [{ icon: 'pi pi-eye', label: t('groups.view'), onClick: (g) => void navigate(link(groupPath(g.phan_quyen_id))) }],
      }}
    />
  );
}
