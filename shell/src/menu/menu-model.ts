import type { TLanguage, TMenuItem, TModuleId } from '@hm/contract';

/** A menu entry ready to render: its label in the display language, children in order. */
export interface MenuNode {
  key: string;
  label: string;
  icon: string | null;
  /** Localized route (under /vi), `null` for a group. */
  to: string | null;
  children: MenuNode[];
}

const isModuleVisible = (module: string, licensed: ReadonlySet<TModuleId>) => module === 'core' || licensed.has(module as TModuleId);

const toRoute = (path: string): string => {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const rest = clean.replace(/^\/vi(?=\/|$)/i, '');
  return rest === '/' || rest === '' ? '/vi' : `/vi${rest}`;
};

/**
 * The server's menu tree as the drawer shows it (spec §2): entries of unlicensed modules left
 * out, groups (entries with children) first, then leaves, each sorted by `order_by`; empty
 * groups dropped; names in English when English is the display language.
 */
export function buildMenu(items: TMenuItem[], lang: TLanguage, licensed: ReadonlySet<TModuleId>): MenuNode[] {
  const visible = items.filter((i) => isModuleVisible(i.module, licensed));
  const nodes = visible.map((i): MenuNode & { order: number } => ({
    key: String(i.id),
    label: lang === 'en' && i.menu_name_english ? i.menu_name_english : i.menu_name,
    icon: i.icon,
    to: i.children.length === 0 && i.path ? toRoute(i.path) : null,
    children: buildMenu(i.children, lang, licensed),
    order: i.order_by,
  }));
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  const groups = nodes.filter((n) => n.children.length > 0).sort(byOrder);
  const leaves = nodes.filter((n) => n.children.length === 0 && n.to !== null).sort(byOrder);
  return [...groups, ...leaves].map(({ order: _order, ...n }) => n);
}
