import type { TGroupMenuEntry } from '@hm/contract';

/** A node of the assignment tree (PrimeReact `TreeNode`): the key is the menu id. */
export interface MenuNode {
  key: string;
  label: string;
  data: TGroupMenuEntry;
  children: MenuNode[];
}

/** The tree's checkbox state: PrimeReact's `selectionKeys` in checkbox mode. */
export type SelectionKeys = Record<string, { checked?: boolean; partialChecked?: boolean }>;

/**
 * The project's menu as a tree, siblings by their order; an entry whose parent is missing
 * becomes a root. `label` names an entry (in the display language, with any note).
 * @example menuNodes(entries, (m) => m.menu_name)
 */
export function menuNodes(entries: readonly TGroupMenuEntry[], label: (m: TGroupMenuEntry) => string): MenuNode[] {
  const nodes = new Map(entries.map((m) => [m.menu_id, { key: String(m.menu_id), label: label(m), data: m, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.data.parent_id === null ? undefined : nodes.get(n.data.parent_id);
    (parent ? parent.children : roots).push(n);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.data.order_by - b.data.order_by || a.data.menu_id - b.data.menu_id);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/**
 * The checkbox state of a set of ids: an entry without children is checked when in the set; a
 * parent follows its children (all checked: checked; some: partly checked; none: unchecked).
 * @example keysOf(nodes, new Set([7])) // { '7': { checked: true }, '3': { partialChecked: true } }
 */
export function keysOf(nodes: readonly MenuNode[], ids: ReadonlySet<number>): SelectionKeys {
  const keys: SelectionKeys = {};
  const visit = (n: MenuNode): 'all' | 'some' | 'none' => {
    let state: 'all' | 'some' | 'none';
    if (n.children.length === 0) state = ids.has(n.data.menu_id) ? 'all' : 'none';
    else {
      const states = n.children.map(visit);
      state = states.every((s) => s === 'all') ? 'all' : states.some((s) => s !== 'none') ? 'some' : 'none';
    }
    if (state === 'all') keys[n.key] = { checked: true, partialChecked: false };
    else if (state === 'some') keys[n.key] = { checked: false, partialChecked: true };
    return state;
  };
  nodes.forEach(visit);
  return keys;
}

/** The ids to store: every checked or partly checked entry (the parents of what is chosen). */
export function idsOf(keys: SelectionKeys): number[] {
  return Object.entries(keys)
    .filter(([, v]) => v.checked || v.partialChecked)
    .map(([k]) => Number(k))
    .sort((a, b) => a - b);
}

/**
 * The state after the user's click, with the entries they may not change put back as they were
 * (`fixed`: id → held), parents recomputed: a click on a parent never takes or gives what the
 * user cannot.
 */
export function withFixed(nodes: readonly MenuNode[], keys: SelectionKeys, fixed: ReadonlyMap<number, boolean>): SelectionKeys {
  const chosen = new Set(
    Object.entries(keys)
      .filter(([, v]) => v.checked)
      .map(([k]) => Number(k)),
  );
  for (const [id, held] of fixed) {
    if (held) chosen.add(id);
    else chosen.delete(id);
  }
  return keysOf(nodes, chosen);
}
