import { type TSurveyVersion, type TVersionPhase, versionPhase } from '@hm/contract';
import { ActiveTag } from '@hm/ui';
import { Tag } from 'primereact/tag';
import { useSurveyTranslation } from '../i18n';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

const PHASE_SEVERITY: Record<TVersionPhase, Severity> = { draft: 'info', scheduled: 'info', open: 'success', ended: 'warning', paused: 'warning', closed: 'secondary' };

/**
 * A version's status as a person reads it (`versionPhase`): draft, scheduled (opens at …), open,
 * time is up, paused, closed; plus 'hidden'. The wire keeps `status_khao_sat` 1/2/3.
 */
export function VersionStatusTag({ version }: { version: Pick<TSurveyVersion, 'status_khao_sat' | 'started_at' | 'tam_ngung' | 'time_start' | 'time_end'> }) {
  const { t } = useSurveyTranslation();
  const phase = versionPhase(version);
  const title = phase === 'scheduled' ? t('status.opensAt', { at: version.time_start.slice(0, 16) }) : phase === 'ended' ? t('status.endedHint') : undefined;
  return (
    <span className="hm-survey-tags" title={title}>
      <Tag value={t(`status.phase.${phase}`)} severity={PHASE_SEVERITY[phase]} />
      {phase === 'scheduled' && <small>{t('status.opensAt', { at: version.time_start.slice(0, 16) })}</small>}
      {version.tam_ngung && <Tag value={t('status.hidden')} severity="secondary" />}
    </span>
  );
}

/** An outbox mail's status. */
export function MailStatusTag({ status }: { status: 'pending' | 'sent' | 'failed' }) {
  const { t } = useSurveyTranslation();
  const severity: Severity = status === 'sent' ? 'success' : status === 'failed' ? 'danger' : 'info';
  return <Tag value={t(`status.mail.${status}`)} severity={severity} />;
}

/** An active / inactive flag of a part (1/2), composite (0/1) or question (0/1), in the survey's words. */
export function SurveyActiveTag({ kind, value }: { kind: 'part' | 'composite' | 'question'; value: number }) {
  const { t } = useSurveyTranslation();
  const active = kind === 'part' ? value === 1 : value === 0;
  return <ActiveTag active={active} label={t(`status.${kind}.${value}`)} />;
}
