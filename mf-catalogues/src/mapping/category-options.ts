import type { TAhrqCategory, TLanguage } from '@hm/contract';
import type { CSSProperties } from 'react';

export interface CategoryOption {
  /** null = not mapped. */
  value: number | null;
  label: string;
  /** The AHRQ code, searchable in the picker. */
  ma: string;
  disabled?: boolean;
}

/** A heading of the AHRQ form with its categories (PrimeReact's option group). */
export interface CategoryGroup {
  label: string;
  items: CategoryOption[];
  /** PrimeReact renders a header for every group: the header-less first group hides its own. */
  style?: CSSProperties;
}

export interface CategoryTexts {
  /** The "— chưa ánh xạ —" option. */
  none: string;
  /** Heading of the categories without one, when others have one. */
  ungrouped: string;
  /** Name of a suspended category still in use. */
  suspended: (name: string) => string;
}

const HIDDEN: CSSProperties = { display: 'none' };

/** A category's name in the display language. */
export const categoryName = (c: TAhrqCategory, lang: TLanguage): string => (lang === 'en' ? c.ten_en : c.ten_vi);

/**
 * The picker's options: "not mapped" first, then the active categories under their AHRQ
 * headings in the form's order (`thu_tu`), in the display language. A suspended category is
 * offered only when listed in `inUse` (rows still map to it), and then cannot be picked anew.
 * @example categoryOptions(categories, 'vi', texts, new Set([7]))
 *          // [{ label: '', items: [{ value: null, label: '— chưa ánh xạ —' }] }, { label: 'Điều dưỡng', items: [...] }, ...]
 */
export function categoryOptions(categories: readonly TAhrqCategory[], lang: TLanguage, texts: CategoryTexts, inUse: ReadonlySet<number>): CategoryGroup[] {
  const shown = [...categories].filter((c) => !c.tam_ngung || inUse.has(c.id)).sort((a, b) => a.thu_tu - b.thu_tu || a.id - b.id);
  const headed = shown.some((c) => (lang === 'en' ? c.nhom_en : c.nhom_vi));
  const groups = new Map<string, CategoryOption[]>();
  for (const c of shown) {
    const heading = headed ? ((lang === 'en' ? c.nhom_en : c.nhom_vi) ?? texts.ungrouped) : '';
    const name = categoryName(c, lang);
    const option: CategoryOption = c.tam_ngung ? { value: c.id, label: texts.suspended(name), ma: c.ma, disabled: true } : { value: c.id, label: name, ma: c.ma };
    groups.set(heading, [...(groups.get(heading) ?? []), option]);
  }
  const none: CategoryGroup = { label: '', style: HIDDEN, items: [{ value: null, label: texts.none, ma: '' }] };
  return [none, ...[...groups].map(([label, items]): CategoryGroup => (label ? { label, items } : { label, items, style: HIDDEN }))];
}
