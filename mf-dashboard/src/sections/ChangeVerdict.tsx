import type { TChange } from '@hm/contract';
import { useDashboardTranslation } from '../i18n';
import { VERDICT_ICON } from '../shared/change';

/**
 * The verdict of a change in words, with an arrow beside it (the words carry the meaning, the
 * arrow and the colour only repeat it); '—' without a change.
 * @example <ChangeVerdict change={c.change} />
 */
export function ChangeVerdict({ change }: { change: TChange | null | undefined }) {
  const { t } = useDashboardTranslation();
  if (!change) return <>—</>;
  return (
    <span className={`hm-dash-verdict hm-dash-verdict--${change.verdict}`} data-verdict={change.verdict}>
      <i className={VERDICT_ICON[change.verdict]} aria-hidden="true" /> {t(`change.verdicts.${change.verdict}`)}
    </span>
  );
}
