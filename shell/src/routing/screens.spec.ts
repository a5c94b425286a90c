import { ALL_FUNCTION_CODES, menuLeaves } from '@hm/contract';
import { ADMIN_ROUTES, matchModuleRoute } from './admin-routes';
import { moduleOfSegment } from './module-segments';

/**
 * One declaration per screen: the menu tree (`MENU_TREE` in @hm/contract, which the server
 * seeds) and the shell's guard table must agree; each remote's routes.spec checks that every
 * menu path of its module has a route.
 */
const lower = (p: string) => p.replace(/^\//, '').toLowerCase();
const leaves = menuLeaves().filter((m) => m.path && moduleOfSegment(lower(m.path).split('/')[0] ?? '') !== null);
/** Modules whose sub-pages keep the module's rule (mf-survey tells authors from voters on the page; dashboards share one function). */
const MODULE_WIDE = new Set(['survey', 'dashboard']);

describe('screens: menu tree ↔ guard table', () => {
  it.each(leaves.map((m) => [m.path!, m] as const))('%s has its own guard with existing functions', (path, m) => {
    const route = matchModuleRoute(lower(path));
    expect(route).not.toBeNull();
    if (!MODULE_WIDE.has(route!.moduleId)) expect(route!.path.toLowerCase()).toBe(lower(path));
    expect(route!.moduleId).toBe(m.module);
    expect(route!.functions.length).toBeGreaterThan(0);
  });

  it('guards only with functions that exist', () => {
    const known = new Set<string>(ALL_FUNCTION_CODES);
    expect(ADMIN_ROUTES.flatMap((r) => r.functions).filter((f) => !known.has(f))).toEqual([]);
  });

  it('guards no page that no menu names (but module roots and named sub-pages)', () => {
    const menuPaths = leaves.map((m) => lower(m.path!));
    const SUB_PAGES = ['chungthuc', 'khaosat/stepform', 'stepform'];
    const orphans = ADMIN_ROUTES.map((r) => r.path.toLowerCase()).filter((p) => !p.includes('/') ? false : !menuPaths.includes(p) && !SUB_PAGES.includes(p));
    expect(orphans).toEqual([]);
  });
});
