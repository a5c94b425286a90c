import { seriesColor } from '@hm/charts';
import type { TDistribution } from '@hm/contract';
import { DistributionChart } from './DistributionChart';

/**
 * Patient-safety events reported in the past 12 months (SOPS 2.0 D3, HSOPSC 1.0 G1): a count
 * category per bar, shown as a distribution (DESIGN.md, counts are categories).
 * @example <EventsChart question={events.question} />
 */
export function EventsChart({ question }: { question: TDistribution }) {
  return <DistributionChart question={question} colors={() => seriesColor(1)} name="events" />;
}
