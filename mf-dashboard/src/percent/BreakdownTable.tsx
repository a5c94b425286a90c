import type { TPercentData } from '@hm/contract';
import { useChartFormat } from '../charts/useChartFormat';
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
 * worked out) is one cell saying so, never zeros.
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
                  {composites.map((c) => (
                    <td key={c.composite_id} className="hm-dash-num">
                      {f.pct(r.composites.find((x) => x.composite_id === c.composite_id)?.score ?? null)}
                    </td>
                  ))}
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
