import { gradeColor } from '@hm/charts';
import type { TDistribution } from '@hm/contract';
import { DistributionChart } from './DistributionChart';
import { useChartFormat } from './useChartFormat';

/**
 * The overall patient-safety grade or rating of the unit (SOPS 2.0 E1 rating, HSOPSC 1.0 E1
 * grade): the share of the two best answers, then each answer's count and share.
 * @example <GradeChart question={grade.question} />
 */
export function GradeChart({ question }: { question: TDistribution }) {
  const f = useChartFormat();
  // Codes run worst (1) → best (5); 9 = does not apply / don't know.
  const color = (i: number) => gradeColor(question.values[i]?.gia_tri ?? 0);
  return (
    <div className="hm-dash-stack">
      {question.positive !== null && (
        <p className="hm-dash-kpi-line">
          <span className="hm-dash-kpi-line__value">{f.pct(question.positive)}</span> {f.t('grade.positive')}
        </p>
      )}
      <DistributionChart question={question} colors={color} name="grade" />
    </div>
  );
}
