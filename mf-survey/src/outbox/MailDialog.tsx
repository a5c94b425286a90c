import type { TOutboxMail } from '@hm/contract';
import { ModalDialog } from '@hm/ui/dialog';
import '@hm/ui/form.css';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useSurveyTranslation } from '../i18n';
import { MailStatusTag } from '../shared/StatusTags';
import { formatWire } from '../shared/time';

/** One outbox mail: who, what, when, its state, and its body as text (personal links masked by the server). */
export function MailDialog({ mail, onClose }: { mail: TOutboxMail; onClose: () => void }) {
  const { t } = useSurveyTranslation();
  const row = (label: string, value: ReactNode) => (
    <div>
      <dt className="hm-form-field__label">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <ModalDialog header={t('outbox.detail')} onHide={onClose} width="48rem" footer={<Button type="button" label={t('common.close')} onClick={onClose} autoFocus />}>
      <dl className="hm-form-grid">
        {row(t('outbox.colTo'), `${mail.to_name} <${mail.to_address}>`)}
        {row(t('outbox.colSubject'), mail.subject)}
        {row(t('outbox.colStatus'), <MailStatusTag status={mail.status} />)}
        {row(t('outbox.colAttempts'), mail.attempts)}
        {row(t('outbox.colCreated'), formatWire(mail.created_at))}
        {row(t('outbox.colSent'), formatWire(mail.sent_at) || t('common.none'))}
        {mail.last_error && row(t('outbox.colError'), mail.last_error)}
      </dl>
      <section className="hm-survey-section" aria-labelledby="hm-mail-body">
        <h2 id="hm-mail-body">{t('outbox.body')}</h2>
        <pre className="hm-survey-pre hm-survey-box">{mail.noi_dung}</pre>
        <small className="hm-survey-muted">{t('outbox.maskedNote')}</small>
      </section>
    </ModalDialog>
  );
}
