import { BarChart } from './BarChart';
import { useChartFormat } from './useChartFormat';

/** A group's response rate and the counts it comes from (AHRQ: complete / (invited − ineligible)). */
export interface RateGroup {
  name: string;
  rate: number | null;
  invited: number;
  ineligible: number;
  complete: number;
  /** Valid responses, where the call gives them. */
  valid?: number;
}

export interface RateByGroupChartProps {
  label: string;
  /** The heading of the group column of the table, e.g. 'Bệnh viện'. */
  categoryHeader: string;
  groups: RateGroup[];
  /** The figure's `data-table` name. */
  name: string;
}

/**
 * One horizontal bar of response rate per group (hospital, department), with the counts behind
 * each rate in the figure's table.
 * @example <RateByGroupChart label="Tỷ lệ phản hồi theo khoa" categoryHeader="Khoa/phòng" name="rate-by-department" groups={departments} />
 */
export function RateByGroupChart({ label, categoryHeader, groups, name }: RateByGroupChartProps) {
  const f = useChartFormat();
  const count = (pick: (g: RateGroup) => number) => groups.map((g) => f.count(pick(g)));
  const withValid = groups.some((g) => g.valid !== undefined);
  return (
    <BarChart
      label={label}
      categoryHeader={categoryHeader}
      unit="percent"
      horizontal
      name={name}
      categories={groups.map((g) => ({ label: g.name }))}
      series={[{ name: f.t('responseRate.rate'), values: groups.map((g) => g.rate) }]}
      extraColumns={[
        { header: f.t('responseRate.invited'), numeric: true, cells: count((g) => g.invited) },
        { header: f.t('responseRate.ineligible'), numeric: true, cells: count((g) => g.ineligible) },
        { header: f.t('responseRate.complete'), numeric: true, cells: count((g) => g.complete) },
        ...(withValid ? [{ header: f.t('responseRate.valid'), numeric: true, cells: count((g) => g.valid ?? 0) }] : []),
      ]}
    />
  );
}
