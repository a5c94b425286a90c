import type { TMenuItem, TModuleId } from '@hm/contract';
import { pathSegments } from '../routing/locale-path';
import { moduleOfSegment } from '../routing/module-segments';

/**
 * The remotes worth preloading: those a page of the signed-in user's menu lives in, licensed to
 * the user and deployed (configured). A remote the menu cannot reach is never fetched ahead:
 * a staff member's phone downloads the survey, not the four administration remotes.
 * @example reachableRemotes(menu, licensedModules(user), new Set(Object.keys(config.remotes))) // Set {'survey'}
 */
export function reachableRemotes(menu: readonly TMenuItem[], licensed: ReadonlySet<TModuleId>, configured: ReadonlySet<string>): ReadonlySet<TModuleId> {
  const reached = new Set<TModuleId>();
  const walk = (items: readonly TMenuItem[]) => {
    for (const item of items) {
      // An entry of an unlicensed module is not shown (menu-model.ts), nor are its children.
      if (item.module !== 'core' && !licensed.has(item.module as TModuleId)) continue;
      const module = item.path ? moduleOfSegment(pathSegments(item.path)[0] ?? '') : null;
      if (module && licensed.has(module) && configured.has(module)) reached.add(module);
      walk(item.children);
    }
  };
  walk(menu);
  return reached;
}
