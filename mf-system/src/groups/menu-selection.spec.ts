import type { TGroupMenuEntry } from '@hm/contract';
import { idsOf, keysOf, menuNodes, withFixed } from './menu-selection';

const entry = (menu_id: number, parent_id: number | null, order_by = menu_id): TGroupMenuEntry => ({
  menu_id,
  parent_id,
  order_by,
  ma_menu: `M${menu_id}`,
  menu_name: `Menu ${menu_id}`,
  menu_name_english: `Menu ${menu_id}`,
  path: parent_id ? `/p${menu_id}` : null,
  icon: null,
  module: 'system',
  assignable: true,
});
// 1 ─ 2, 3        4 ─ 5 ─ 6        7 (alone)
const entries = [entry(1, null), entry(3, 1, 2), entry(2, 1, 1), entry(4, null), entry(5, 4), entry(6, 5), entry(7, null)];
const nodes = menuNodes(entries, (m) => m.menu_name);

describe('menu selection', () => {
  it('builds the tree with siblings in their order', () => {
    expect(nodes.map((n) => [n.key, n.children.map((c) => c.key)])).toEqual([
      ['1', ['2', '3']],
      ['4', ['5']],
      ['7', []],
    ]);
    expect(nodes[1]!.children[0]!.children[0]!.label).toBe('Menu 6');
  });

  it('checks what is held and lets parents follow their children', () => {
    const keys = keysOf(nodes, new Set([2, 6, 7, 4]));
    expect(keys).toEqual({
      '1': { checked: false, partialChecked: true },
      '2': { checked: true, partialChecked: false },
      '4': { checked: true, partialChecked: false },
      '5': { checked: true, partialChecked: false },
      '6': { checked: true, partialChecked: false },
      '7': { checked: true, partialChecked: false },
    });
    // A parent held without any of its children is dropped: parents follow children.
    expect(keysOf(nodes, new Set([1]))).toEqual({});
  });

  it('stores the chosen entries with their parents', () => {
    expect(idsOf(keysOf(nodes, new Set([3, 6])))).toEqual([1, 3, 4, 5, 6]);
    expect(idsOf({})).toEqual([]);
  });

  it('puts back what the user may not change after a click on a parent', () => {
    // The user unchecks 1 (PrimeReact removes 1, 2 and 3) but may not change 3, which is held.
    const clicked = keysOf(nodes, new Set<number>());
    const fixed = new Map([
      [3, true],
      [6, false],
    ]);
    expect(idsOf(withFixed(nodes, clicked, fixed))).toEqual([1, 3]);
    // Checking 4 (PrimeReact checks 5 and 6) gives nothing: its only page, 6, may not be given.
    const all = keysOf(nodes, new Set([6]));
    expect(withFixed(nodes, all, fixed)).toEqual({ '1': { checked: false, partialChecked: true }, '3': { checked: true, partialChecked: false } });
  });
});
