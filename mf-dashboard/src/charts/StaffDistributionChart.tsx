import { COLORS } from '@hm/charts';
import type { TStaffGroup } from '@hm/contract';
import { BarChart } from './BarChart';
import { useChartFormat } from './useChartFormat';

export interface StaffDistributionChartProps {
  /** What the chart shows (table caption), e.g. 'Theo chức danh'. */
  label: string;
  /** Header of the groups' column, e.g. 'Chức danh'. */
  groupHeader: string;
  groups: TStaffGroup[];
  name?: string;
}

/**
 * Staff invited and staff who submitted, per department or job title (from the staff records at
 * invitation); the table adds the AHRQ category, the ineligible, the complete and the rate.
 * @example <StaffDistributionChart label="Theo chức danh" groupHeader="Chức danh" groups={byJobTitle} />
 */
export function StaffDistributionChart({ label, groupHeader, groups, name }: StaffDistributionChartProps) {
  const f = useChartFormat();
  // The AHRQ category beside the hospital's own group, once some are mapped.
  const mapped = groups.some((g) => g.ahrq !== null && g.ahrq !== g.name);
  return (
    <BarChart
      label={label}
      categoryHeader={groupHeader}
      unit="count"
      horizontal
      name={name}
      categories={groups.map((g) => ({ label: g.name }))}
      series={[
        { name: f.t('staff.invited'), values: groups.map((g) => g.invited), color: COLORS.invited },
        { name: f.t('staff.submitted'), values: groups.map((g) => g.submitted), color: COLORS.submitted },
      ]}
      extraColumns={[
        ...(mapped ? [{ header: f.t('grouping.ahrq'), cells: groups.map((g) => g.ahrq ?? '—') }] : []),
        { header: f.t('staff.ineligible'), numeric: true, cells: groups.map((g) => f.count(g.ineligible)) },
        { header: f.t('staff.complete'), numeric: true, cells: groups.map((g) => f.count(g.complete)) },
        { header: f.t('staff.rate'), numeric: true, cells: groups.map((g) => f.pct(g.rate)) },
      ]}
    />
  );
}
