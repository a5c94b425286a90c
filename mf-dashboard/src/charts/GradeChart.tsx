import type { TDistribution } from '@hm/contract';
import { DistributionChart } from './DistributionChart';
import { useChartFormat } from './useChartFormat';

/** Best to worst: answers are coded so that a higher code is better (DESIGN.md). */
const GRADE_COLORS = ['#b91c1c', '#c2410c', '#8a8f98', '#4d7c0f', '#15803d'];

/**
 * The overall patient-safety grade or rating of the unit (SOPS 2.0 E1 rating, HSOPSC 1.0 E1
 * grade): the share of the two best answers, then each answer's count and share.
 * @example <GradeChart question={grade.question} />
 */
export function GradeChart({ question }: { question: TDistribution }) {
  const f = useChartFormat();
  // Codes run worst (1) → best (5); 9 = does not apply / don't know.
  const color = (i: number) => {
    const code = question.values[i]?.gia_tri ?? 0;
    return code >= 1 && code <= 5 ? (GRADE_COLORS[code - 1] ?? '#4f46e5') : '#cbd5e1';
  };
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
