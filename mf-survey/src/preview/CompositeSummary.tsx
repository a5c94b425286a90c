import type { TComposite, TLanguage, TPartTree } from '@hm/contract';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useSurveyTranslation } from '../i18n';
import { SurveyActiveTag } from '../shared/StatusTags';
import { pickText } from '../shared/text';

/** The composites of a version with the codes of the questions each one holds. */
export function CompositeSummary({ composites, parts, language }: { composites: TComposite[]; parts: TPartTree[]; language: TLanguage }) {
  const { t } = useSurveyTranslation();
  const codes = new Map(parts.flatMap((p) => p.questions.map((q) => [q.cauhoi_id, q.ma_cauhoi || `#${q.cauhoi_id}`] as const)));
  return (
    <DataTable
      cellMemo={false}
      value={composites}
      dataKey="composite_id"
      size="small"
      stripedRows
      responsiveLayout="stack"
      breakpoint="768px"
      emptyMessage={t('detail.noComposites')}
    >
      <Column header={t('composites.colCode')} field="ma_composite" />
      <Column header={t('composites.colName')} body={(c: TComposite) => pickText(c.name_composite_vi, c.name_composite_en, language)} />
      <Column header={t('detail.compositeQuestions')} body={(c: TComposite) => c.cauhoi_ids.map((id) => codes.get(id) ?? `#${id}`).join(', ')} />
      <Column header={t('crud.status')} body={(c: TComposite) => <SurveyActiveTag kind="composite" value={c.status_composite} />} />
    </DataTable>
  );
}
