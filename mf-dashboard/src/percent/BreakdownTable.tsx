import type { TChange, TPercentData } from '@hm/contract';
import { useChartFormat } from '../charts/useChartFormat';
import { useDashboardTranslation } from '../i18n';
import { VERDICT_ICON } from '../shared/change';
import { Suppressed } from '../shared/Suppressed';

type Breakdown = TPercentData['breakdowns'][number];

export interface BreakdownTableProps {
  caption: string;
  /** Header of the groups' column ('Khoa/đơn vị', 'Vị trí công tác'). */
  groupHeader: string;
  rows: Breakdown[];
  composites: { composite_id: number; name: string; ma_composite: string }[];
  minGroupSize: number;
  name: string;
}

/**
 * Composite scores by the respondent's unit or position: a row per group, a column per
 * composite. A suppressed group (too few respondents, or hidden so that another cannot be
 * worked out) is one cell saying so, never zeros. A score clearly above or below the rest of the
 * hospital (≥ 5 points and a 95% interval without 0) carries an arrow, named for screen readers and
 * explained under the table.
 * @example <BreakdownTable caption="Theo khoa/đơn vị" groupHeader="Khoa/đơn vị" rows={units} composites={composites} minGroupSize={5} name="unit" />
 */
export function BreakdownTable({ caption, groupHeader, rows, composites, minGroupSize, name }: BreakdownTableProps) {
  const f = useChartFormat();
  return (
    <div className="hm-dash-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="hm-dash-table hm-dash-table--matrix" data-table={`breakdown-${name}`}>
        <caption className="hm-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{groupHeader}</th>
            <th scope="col" className="hm-dash-num">
              {f.t('percent.n')}
            </th>
            {composites.map((c) => (
              <th key={c.composite_id} scope="col" className="hm-dash-num hm-dash-table__composite">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.dimension}-${r.gia_tri}`} className={r.suppressed ? 'hm-dash-table__suppressed' : undefined} data-suppressed={r.suppressed || undefined}>
              <th scope="row">{r.label}</th>
              {r.suppressed ? (
                <td colSpan={composites.length + 1}>
                  <Suppressed min={minGroupSize} />
                </td>
              ) : (
                <>
                  <td className="hm-dash-num">{f.count(r.n)}</td>
                  {composites.map((c) => {
                    const x = r.composites.find((y) => y.composite_id === c.composite_id);
                    return (
                      <td key={c.composite_id} className="hm-dash-num">
                        {f.pct(x?.score ?? null)}
                        <AgainstRest change={x?.against_rest} />
                      </td>
                    );
                  })}
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((r) => r.composites.some((x) => x.against_rest && x.against_rest.verdict !== 'no_clear_change')) && (
        <p className="hm-dash-footnote">{f.t('change.againstRest.legend')}</p>
      )}
    </div>
  );
}

/** A clear difference from the rest of the hospital: an arrow with its words for screen readers (the legend says it in words on screen). */
function AgainstRest({ change }: { change: TChange | null | undefined }) {
  const { t } = useDashboardTranslation();
  if (!change || change.verdict === 'no_clear_change') return null;
  const words = t(change.verdict === 'improvement' ? 'change.againstRest.higher' : 'change.againstRest.lower');
  return (
    <span className="hm-dash-against" data-against={change.verdict} title={words}>
      {' '}
      <i className={VERDICT_ICON[change.verdict]} aria-hidden="true" />
      <span className="hm-sr-only">{words}</span>
    </span>
  );
}
