import type { TStaffGroup } from '@hm/contract';
import { SelectButton } from 'primereact/selectbutton';
import { type ReactNode, useState } from 'react';
import { useDashboardTranslation } from '../i18n';
import { groupByAhrq } from './ahrq-groups';

export type Grouping = 'local' | 'ahrq';

export interface AhrqGrouping {
  grouping: Grouping;
  /** The switch between the hospital's own groups and the AHRQ categories, for a panel's actions. */
  switcher: ReactNode;
  /** The groups as the switch asks: as they are, or pooled by AHRQ category. */
  apply: (groups: TStaffGroup[]) => TStaffGroup[];
  /** The panel's hint: `local` as it is, or what the AHRQ grouping shows. */
  hint: (local: string) => string;
}

/**
 * A panel's choice of showing departments / job titles as the hospital names them or pooled by
 * the AHRQ categories they are mapped to.
 * @example const g = useAhrqGrouping(); <Panel actions={g.switcher}>… groups={g.apply(d)} …</Panel>
 */
export function useAhrqGrouping(): AhrqGrouping {
  const { t } = useDashboardTranslation();
  const [grouping, setGrouping] = useState<Grouping>('local');
  const options = [
    { label: t('grouping.local'), value: 'local' },
    { label: t('grouping.ahrq'), value: 'ahrq' },
  ];
  return {
    grouping,
    switcher: (
      <SelectButton
        className="hm-dash-grouping"
        value={grouping}
        options={options}
        allowEmpty={false}
        aria-label={t('grouping.label')}
        onChange={(e) => e.value && setGrouping(e.value as Grouping)}
      />
    ),
    apply: (groups) => (grouping === 'ahrq' ? groupByAhrq(groups, t('grouping.unmapped')) : groups),
    hint: (local) => (grouping === 'ahrq' ? t('grouping.hint') : local),
  };
}
