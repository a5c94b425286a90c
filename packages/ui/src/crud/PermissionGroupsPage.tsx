import { GROUP_LEVELS, permissionGroup, type TPermissionGroup } from '@hm/contract';
import { useAppLink, useCanCall, useUiLanguage } from '@hm/platform';
import { useNavigate } from 'react-router-dom';
import { ResourcePage } from './ResourcePage';

/** The texts the page shows, each remote's own (its namespace and keys). */
export type PermissionGroupsText = 'title' | 'add' | 'view' | 'code' | 'name' | 'level' | 'description' | 'notice';

export interface PermissionGroupsPageProps {
  text: (key: PermissionGroupsText) => string;
  /** The screen's icon (the screen table's). */
  icon: string;
  /** The group's page (its menus and functions, mf-system's HT_NHOM_QUYEN); no id: a new group. */
  editPath: (id?: number) => string;
}

/**
 * The permission groups, paged and searchable, for the two screens that list them
 * (HeThong/PhanQuyen in mf-system, HeThongDanhMuc/PhanQuyen in mf-catalogues): Add and Edit open
 * the group's page, Delete asks first, and a reader who may not edit opens the group's page
 * without Save.
 */
export function PermissionGroupsPage({ text, icon, editPath }: PermissionGroupsPageProps) {
  const language = useUiLanguage();
  const navigate = useNavigate();
  const link = useAppLink();
  const mayEdit = useCanCall(permissionGroup.endpoints.update);
  const level = (g: TPermissionGroup) => {
    const l = GROUP_LEVELS.find((x) => x.cap === g.cap);
    return l ? `${g.cap} — ${language === 'en' ? l.en : l.vi}` : String(g.cap);
  };
  return (
    <ResourcePage
      config={{
        resource: permissionGroup,
        title: text('title'),
        addLabel: text('add'),
        icon,
        idPrefix: 'hm-group',
        notice: <p>{text('notice')}</p>,
        rowLabel: (g) => g.ten_phan_quyen,
        columns: [
          { field: 'ma_phan_quyen', header: text('code') },
          { field: 'ten_phan_quyen', header: text('name') },
          { header: text('level'), body: level, text: level },
          { field: 'mo_ta', header: text('description') },
        ],
        editPage: (g) => editPath(g?.phan_quyen_id),
        rowActions: mayEdit ? [] : [{ icon: 'pi pi-eye', label: text('view'), onClick: (g) => void navigate(link(editPath(g.phan_quyen_id))) }],
      }}
    />
  );
}
