import { seriesColor } from '@hm/charts';
import type { TDistribution } from '@hm/contract';
import { DistributionChart } from './DistributionChart';

/** The background questions on working time: tenure (hospital, unit, profession) and weekly hours. */
export const WORKING_TIME_SCALES = ['tenure', 'hours'] as const;

/**
 * How long respondents have worked and how many hours a week: one distribution per question
 * whose scale is 'tenure' or 'hours', in the questionnaire's order.
 * @example <WorkingTimeChart questions={resultValues.questions} />
 */
export function WorkingTimeChart({ questions }: { questions: TDistribution[] }) {
  const shown = questions.filter((q) => (WORKING_TIME_SCALES as readonly string[]).includes(q.scale ?? ''));
  return (
    <div className="hm-dash-grid hm-dash-grid--inner">
      {shown.map((q) => (
        <DistributionChart key={q.cauhoi_id} question={q} showQuestion colors={() => seriesColor(q.scale === 'hours' ? 5 : 6)} name={`working-time-${q.ma_cauhoi}`} />
      ))}
    </div>
  );
}
