import type { TGroupMenuEntry } from '@hm/contract';
import { Tree } from 'primereact/tree';
import { useMemo } from 'react';
import { useSystemTranslation } from '../i18n';
import { type MenuNode, menuNodes, type SelectionKeys, withFixed } from './menu-selection';

export interface MenuTreeFieldProps {
  menus: readonly TGroupMenuEntry[];
  value: SelectionKeys;
  onChange: (next: SelectionKeys) => void;
  /** Entries the user may not change: id → held. */
  fixed: ReadonlyMap<number, boolean>;
  disabled: boolean;
  /** The id of the heading that names the tree. */
  labelledBy: string;
}

const parentKeys = (nodes: MenuNode[]): Record<string, boolean> =>
  Object.fromEntries(nodes.flatMap((n) => (n.children.length ? [[n.key, true] as const, ...Object.entries(parentKeys(n.children))] : [])));

/**
 * The project's menus as a tree with a checkbox per entry (PrimeReact Tree, checkbox mode), all
 * open at first: a parent shows partly checked when some of its children are, and what the user
 * may not change is put back after each click. Keyboard: arrows move and open, Space checks.
 */
export function MenuTreeField({ menus, value, onChange, fixed, disabled, labelledBy }: MenuTreeFieldProps) {
  const { t, i18n } = useSystemTranslation();
  const en = i18n.language === 'en';
  const nodes = useMemo(() => menuNodes(menus, (m) => `${en ? m.menu_name_english : m.menu_name}${m.assignable ? '' : ` (${t('groups.notHeld')})`}`), [menus, en, t]);
  const expanded = useMemo(() => parentKeys(nodes), [nodes]);
  return (
    <Tree
      value={nodes}
      selectionMode="checkbox"
      selectionKeys={value}
      onSelectionChange={(e) => onChange(withFixed(nodes, (e.value ?? {}) as SelectionKeys, fixed))}
      expandedKeys={expanded}
      disabled={disabled}
      // PrimeReact 10 reads `ariaLabelledBy`; its types spell it `ariaLabelledby`, which it ignores.
      {...({ ariaLabelledBy: labelledBy } as object)}
      className="hm-group-tree"
    />
  );
}
