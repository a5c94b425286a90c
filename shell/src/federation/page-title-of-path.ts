import { MENU_TREE, menuLeaves, type MenuSeed, type TLanguage, type TModuleId } from '@hm/contract';
import { pathSegments } from '../routing/locale-path';

const leaves = menuLeaves().filter((m) => m.path && m.path !== '/');
const lower = (path: string) => `/${pathSegments(path).join('/')}`.toLowerCase();

function moduleGroup(moduleId: TModuleId, tree: readonly MenuSeed[] = MENU_TREE): MenuSeed | undefined {
  return tree.find((m) => m.module === moduleId && m.children);
}

/**
 * A module's name as the menu shows it, in the display language.
 * @example moduleName('reports', 'en') // 'Reports'
 */
export const moduleName = (moduleId: TModuleId, lang: TLanguage): string => moduleGroup(moduleId)?.[lang] ?? moduleId;

/**
 * The title of a module page the shell could not show: the menu entry that opens it (the
 * longest menu path it is under), else the module's name. The page itself sets its own title
 * once it renders; this one stands in when it cannot.
 * @example pageTitleOfPath('/vi/hethongdanhmuc/phongban', 'catalogues', 'vi') // 'Phòng ban'
 */
export function pageTitleOfPath(pathname: string, moduleId: TModuleId, lang: TLanguage): string {
  const path = lower(pathname);
  let best: MenuSeed | undefined;
  for (const leaf of leaves) {
    const p = leaf.path!.toLowerCase();
    if ((path === p || path.startsWith(`${p}/`)) && (!best || p.length > best.path!.length)) best = leaf;
  }
  return best ? best[lang] : moduleName(moduleId, lang);
}
