import { GROUP_LEVELS, permissionGroup, type TPermissionGroup } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { useCataloguesTranslation } from '../i18n';

/**
 * HeThongDanhMuc/PhanQuyen: the permission groups, the same resource on the same shared page as
 * HeThong/PhanQuyen (mf-system), whose group page Add and Edit open.
 */
export default function GroupsPage() {
  const { t, i18n } = useCataloguesTranslation();
  const p = (k: string) => t(`pages.groups.${k}`);
  const level = (g: TPermissionGroup) => {
    const l = GROUP_LEVELS.find((x) => x.cap === g.cap);
    return l ? `${g.cap} — ${i18n.language === 'en' ? l.en : l.vi}` : String(g.cap);
  };
  return (
    <ResourcePage
      config={{
        resource: permissionGroup,
        title: p('title'),
        addLabel: p('add'),
        icon: 'pi pi-shield',
        idPrefix: 'hm-group',
        notice: <p>{p('notice')}</p>,
        rowLabel: (g) => g.ten_phan_quyen,
        columns: [
          { field: 'ma_phan_quyen', header: p('code') },
          { field: 'ten_phan_quyen', header: p('name') },
          { header: p('level'), body: level, text: level },
          { field: 'mo_ta', header: p('description') },
        ],
        editPage: (g) => `HeThong/PhanQuyen/${g?.phan_quyen_id ?? 'moi'}`,
      }}
    />
  );
}
