import { MODULE_IDS, screensOf, type TFunctionCode, type TModuleId } from '@hm/contract';
import type { TGuardName } from './guards/guard';
import { moduleOfSegment } from './module-segments';

/** What a module path asks of the user before its remote is loaded. */
export interface AdminRoute {
  /** Below the locale base; covers deeper paths too ('HeThong/TaiKhoan' covers 'HeThong/TaiKhoan/x'). */
  path: string;
  /** Guard names, run in order; any string is accepted so a mistyped name shows the 500 page. */
  guards: readonly (TGuardName | (string & {}))[];
  /** Function codes of which the user needs one (check-role). */
  functions: readonly TFunctionCode[];
}

const ADMIN = ['check-login', 'check-role'] as const;

/**
 * The admin layout: every module screen of `SCREENS` (@hm/contract) with the guards it names and
 * the functions it needs (spec §6, DESIGN.md "Declarative authorization at the edge"). The most
 * specific path wins; a `:name` segment matches any segment.
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = MODULE_IDS.flatMap((m) => screensOf(m)).map(({ path, guards, functions }) => ({ path: path.slice(1), guards, functions }));

const segmentsOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
/** The routes with their segments split once (ModuleRoute matches on every render), most specific first. */
const bySpecificity = ADMIN_ROUTES.map((route) => {
  const segments = segmentsOf(route.path);
  return { route, segments, params: segments.filter((s) => s.startsWith(':')).length };
}).sort((a, b) => b.segments.length - a.segments.length || a.params - b.params);

export interface ModuleRouteMatch extends AdminRoute {
  moduleId: TModuleId;
}

/**
 * The module and the guarded route of a path below the locale base (e.g. 'HeThong/TaiKhoan'),
 * case-insensitively; `null` when no module owns it (the 404 page).
 * @example matchModuleRoute('hethong/taikhoan')?.functions // ['TAI_KHOAN_XEM']
 */
export function matchModuleRoute(splat: string): ModuleRouteMatch | null {
  const segments = segmentsOf(splat);
  const moduleId = moduleOfSegment(segments[0] ?? '');
  if (!moduleId) return null;
  const route = bySpecificity.find((r) => r.segments.every((s, i) => segments[i] === s || (s.startsWith(':') && segments[i] !== undefined)))?.route;
  // A module path the table forgot still needs a login and a licence.
  return route ? { ...route, moduleId } : { path: segments[0] ?? '', guards: ADMIN, functions: [], moduleId };
}
