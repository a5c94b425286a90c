import { MENU_FOLDERS, MODULE_IDS, screensOf, type TModuleId } from '@hm/contract';

/**
 * The first path segments each remote owns (DESIGN.md, "Layout"), from its screens. The shell
 * needs them before a remote is loaded, to route its paths and to hide menu entries of
 * unlicensed modules.
 */
export const MODULE_SEGMENTS = MODULE_IDS.reduce(
  (all, m) => ({ ...all, [m]: [...new Set(screensOf(m).map((s) => s.path.split('/')[1] ?? ''))] }),
  {} as Record<TModuleId, readonly string[]>,
);

const bySegment = new Map<string, TModuleId>(Object.entries(MODULE_SEGMENTS).flatMap(([id, segments]) => segments.map((s) => [s.toLowerCase(), id as TModuleId] as const)));

/** The module owning a first path segment, case-insensitively (routes are case-insensitive). */
export const moduleOfSegment = (segment: string): TModuleId | null => bySegment.get(segment.toLowerCase()) ?? null;

/** Module names as users know them (error messages, About page): their menu folders' names. */
export const MODULE_LABELS = MODULE_IDS.reduce(
  (all, m) => ({ ...all, [m]: Object.values(MENU_FOLDERS).find((f) => f.module === m && !f.in)?.vi ?? m }),
  {} as Record<TModuleId, string>,
);
