import type { TAhrqCategory, TAhrqKind, TMappingRow } from '@hm/contract';
import { formatCount, useUiLanguage } from '@hm/platform';
import { type PagedQuery, PagedTable, type Paging } from '@hm/ui/table';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { useCataloguesTranslation } from '../i18n';
import { categoryName, categoryOptions } from './category-options';
import { CategoryPicker } from './CategoryPicker';
import { choiceOf, type MappingDraft } from './mapping-draft';

export interface MappingTableProps {
  kind: TAhrqKind;
  query: PagedQuery<TMappingRow>;
  paging: Paging;
  empty: string;
  /** Every category of the kind, suspended ones included. */
  categories: readonly TAhrqCategory[];
  draft: MappingDraft;
  /** Pickers (DANH_MUC_SUA), else the category names only. */
  editable: boolean;
  onChoose: (row: TMappingRow, ahrqId: number | null) => void;
}

/** One page of a hospital's departments or job titles with the AHRQ category of each. */
export function MappingTable({ kind, query, paging, empty, categories, draft, editable, onChoose }: MappingTableProps) {
  const { t } = useCataloguesTranslation();
  const lang = useUiLanguage();
  const rows = query.data?.data ?? [];
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  // Suspended categories that rows on this page still show: offered (not pickable) so the name stays.
  const inUseKey = [...new Set(rows.map((r) => choiceOf(draft, r)))]
    .filter((id): id is number => id !== null && byId.get(id)?.tam_ngung === true)
    .sort()
    .join(',');
  const options = useMemo(
    () =>
      categoryOptions(
        categories,
        lang,
        { none: t('mapping.none'), ungrouped: t('mapping.ungrouped'), suspended: (name) => t('mapping.categorySuspended', { name }) },
        new Set(inUseKey ? inUseKey.split(',').map(Number) : []),
      ),
    [categories, lang, t, inUseKey],
  );
  const categoryLabel = t(`kinds.${kind}.category`);

  const categoryBody = (r: TMappingRow) => {
    const value = choiceOf(draft, r);
    if (editable) {
      return (
        <CategoryPicker
          id={`hm-cat-pick-${kind}-${r.id}`}
          label={t('mapping.pickLabel', { category: categoryLabel, name: r.ten })}
          options={options}
          value={value}
          changed={draft.has(r.id)}
          onChange={(id) => onChoose(r, id)}
        />
      );
    }
    const c = value === null ? undefined : byId.get(value);
    if (!c) return <span className="hm-cat-muted">{value === null ? t('mapping.notMapped') : `#${value}`}</span>;
    return c.tam_ngung ? t('mapping.categorySuspended', { name: categoryName(c, lang) }) : categoryName(c, lang);
  };

  return (
    <div className="hm-cat-table">
      <PagedTable query={query} paging={paging} dataKey="id" empty={empty} breakpoint="768px">
        <Column header={t('mapping.colCode')} field="ma" />
        <Column
          header={t(`kinds.${kind}.colName`)}
          body={(r: TMappingRow) => (
            <span className="hm-cat-name">
              <span>{r.ten}</span>
              {r.tam_ngung && <Tag value={t('mapping.suspended')} severity="secondary" />}
            </span>
          )}
        />
        <Column header={t('mapping.colStaff')} body={(r: TMappingRow) => formatCount(r.staff, lang)} />
        <Column header={categoryLabel} body={categoryBody} />
      </PagedTable>
    </div>
  );
}
