import type { TCompositeScore } from '@hm/contract';
import { useChartFormat } from '../charts/useChartFormat';
import { formatChangeInterval, formatP, scoreWithInterval } from '../shared/change';
import { SimpleTable } from '../shared/SimpleTable';
import { ChangeVerdict } from './ChangeVerdict';

/**
 * Each composite's score with its 95% interval ('62 % (58–66)') and, when the previous version
 * is shown, the change with its interval, p-value and verdict ('Cải thiện rõ', 'Giảm rõ',
 * 'Chưa có thay đổi rõ ràng'), with the rule under it. Nothing when no composite has an interval.
 * @example <CompositeChangeTable composites={d.composites} />
 */
export function CompositeChangeTable({ composites }: { composites: TCompositeScore[] }) {
  const f = useChartFormat();
  if (!composites.some((c) => c.interval)) return null;
  const withChange = composites.some((c) => c.change);
  return (
    <div className="hm-dash-change">
      <SimpleTable
        caption={f.t(withChange ? 'change.caption' : 'change.captionNoPrevious')}
        name="composite-change"
        stack
        data={{
          columns: [
            { header: f.t('composites.composite') },
            { header: f.t('change.score'), numeric: true },
            ...(withChange
              ? [
                  { header: f.t('change.previous'), numeric: true },
                  { header: f.t('change.change'), numeric: true },
                  { header: f.t('change.p'), numeric: true },
                  { header: f.t('change.verdict') },
                ]
              : []),
          ],
          rows: composites.map((c) => ({
            key: c.composite_id,
            cells: [
              c.name,
              scoreWithInterval(c.score, c.interval, f.lang),
              ...(withChange
                ? [f.pct(c.previous), formatChangeInterval(c.change, f.lang, f.t('change.to')), formatP(c.change?.p, f.lang), <ChangeVerdict key="verdict" change={c.change} />]
                : []),
            ],
          })),
        }}
      />
      <p className="hm-dash-footnote">{f.t('change.rule')}</p>
    </div>
  );
}
