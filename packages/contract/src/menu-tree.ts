import { MODULE_NAMES, type TModuleId } from './modules.js';
import { SCREENS, type TGroupCode, type TMenuFolderCode, type TScreen } from './screens.js';

/**
 * A menu entry as the server seeds it (`menu`, `phan_quyen_menu`): a screen of `SCREENS` that is
 * a menu entry, or a folder. `groups` lists the permission groups that see it in the seeded menu.
 */
export interface MenuSeed {
  code: string;
  vi: string;
  en: string;
  path: string | null;
  icon: string;
  module: string;
  groups: TGroupCode[];
  children?: MenuSeed[];
}

export interface MenuFolder {
  vi: string;
  en: string;
  icon: string;
  module: TModuleId;
  groups: readonly TGroupCode[];
  /** The folder it sits in; absent: the top level. */
  in?: TMenuFolderCode;
}

const ADMINS = ['SYSTEM_ADMIN', 'HOSPITAL_ADMIN'] as const;

/** The menu's folders: they open nothing and hold the screens that name them. */
export const MENU_FOLDERS: Record<TMenuFolderCode, MenuFolder> = {
  KHAO_SAT: { ...MODULE_NAMES.survey, icon: 'pi pi-check-square', module: 'survey', groups: ['SYSTEM_ADMIN', 'HOSPITAL_ADMIN', 'STAFF', 'DEPARTMENT_HEAD'] },
  THONG_KE: { ...MODULE_NAMES.dashboard, icon: 'pi pi-chart-bar', module: 'dashboard', groups: [...ADMINS, 'DEPARTMENT_HEAD', 'PROVINCE_OFFICER'] },
  BAO_CAO: { ...MODULE_NAMES.reports, icon: 'pi pi-file-export', module: 'reports', groups: ADMINS },
  HE_THONG: { ...MODULE_NAMES.system, icon: 'pi pi-cog', module: 'system', groups: ADMINS },
  DANH_MUC: { ...MODULE_NAMES.catalogues, icon: 'pi pi-database', module: 'catalogues', groups: ADMINS },
  DM_MAPPING: { vi: 'Ánh xạ AHRQ', en: 'AHRQ mapping', icon: 'pi pi-arrow-right-arrow-left', module: 'catalogues', groups: ADMINS, in: 'DANH_MUC' },
};

/**
 * The menu tree of the project from the screen table: its menu entries in table order, each in
 * its folder; a folder sits where its first entry would.
 */
export function menuTreeOf(screens: readonly TScreen[], folders: Record<TMenuFolderCode, MenuFolder> = MENU_FOLDERS): MenuSeed[] {
  const top: MenuSeed[] = [];
  const placed = new Map<TMenuFolderCode, MenuSeed>();
  const place = (code: TMenuFolderCode): MenuSeed => {
    const known = placed.get(code);
    if (known) return known;
    const { in: parent, groups, ...f } = folders[code];
    const folder: MenuSeed = { code, ...f, path: null, groups: [...groups], children: [] };
    (parent ? place(parent).children! : top).push(folder);
    placed.set(code, folder);
    return folder;
  };
  for (const s of screens) {
    if (!s.menu) continue;
    const entry: MenuSeed = { code: s.code, vi: s.vi, en: s.en, path: s.path, icon: s.icon ?? '', module: s.module, groups: [...s.menu] };
    (s.folder ? place(s.folder).children! : top).push(entry);
  }
  return top;
}

/** The menu tree of the project, as the server seeds it. */
export const MENU_TREE: MenuSeed[] = menuTreeOf(SCREENS);

/** Every leaf of the menu tree with the path it opens. */
export const menuLeaves = (tree: readonly MenuSeed[] = MENU_TREE): MenuSeed[] => tree.flatMap((m) => (m.children ? menuLeaves(m.children) : m.path ? [m] : []));
