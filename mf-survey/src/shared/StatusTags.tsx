import type { TSurveyVersion } from '@hm/contract';
import { ActiveTag } from '@hm/ui';
import { Tag } from 'primereact/tag';
import { useSurveyTranslation } from '../i18n';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

const VERSION_SEVERITY: Record<1 | 2 | 3, Severity> = { 1: 'success', 2: 'secondary', 3: 'warning' };

/** A version's status: 1 'Đang mở', 2 'Đã đóng', 3 'Tạm đóng'; plus 'Chưa bắt đầu' while not started. */
export function VersionStatusTag({ version }: { version: Pick<TSurveyVersion, 'status_khao_sat' | 'started_at' | 'tam_ngung'> }) {
  const { t } = useSurveyTranslation();
  return (
    <span className="hm-survey-tags">
      <Tag value={t(`status.version.${version.status_khao_sat}`)} severity={VERSION_SEVERITY[version.status_khao_sat]} />
      {version.status_khao_sat === 1 && !version.started_at && <Tag value={t('status.notStarted')} severity="info" />}
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
