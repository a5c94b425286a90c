import type { TGroupFunctions, TGroupMenus } from '@hm/contract';
import { useMemo, useState } from 'react';
import { idsOf, keysOf, menuNodes, type SelectionKeys } from './menu-selection';

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/**
 * The unsaved menus and functions of a group's page: what is on screen, what was saved last,
 * and what the user may not change (not theirs to give, kept by the system administrators'
 * group, or everything when `readOnly`).
 */
export function useGroupDraft(menus: TGroupMenus | undefined, functions: TGroupFunctions | undefined, readOnly: boolean) {
  const nodes = useMemo(() => menuNodes(menus?.menus ?? [], (m) => m.menu_name), [menus]);
  const [menuKeys, setMenuKeys] = useState<SelectionKeys>(() => keysOf(nodes, new Set(menus?.menu_ids ?? [])));
  const [savedMenus, setSavedMenus] = useState<number[]>(() => idsOf(menuKeys));
  const [fnIds, setFnIds] = useState<Set<number>>(() => new Set(functions?.chuc_nang_ids ?? []));
  const [savedFns, setSavedFns] = useState<number[]>(() => sorted(fnIds));

  const menuIds = idsOf(menuKeys);
  const heldMenus = new Set(savedMenus);
  const menuFixed = new Map(
    (menus?.menus ?? []).filter((m) => readOnly || !m.assignable || (menus!.kept && heldMenus.has(m.menu_id))).map((m) => [m.menu_id, heldMenus.has(m.menu_id)]),
  );
  const heldFns = new Set(savedFns);
  return {
    menuKeys,
    setMenuKeys,
    menuIds,
    menuFixed,
    menusDirty: !sameIds(menuIds, savedMenus),
    fnIds,
    setFnIds,
    fnFixed: (f: { chuc_nang_id: number; assignable: boolean }) => readOnly || !f.assignable || (!!functions?.kept && heldFns.has(f.chuc_nang_id)),
    functionsDirty: !sameIds(sorted(fnIds), savedFns),
    /** After a save: what is on screen is what is stored. */
    menusSaved: () => setSavedMenus(menuIds),
    functionsSaved: () => setSavedFns(sorted(fnIds)),
  };
}
