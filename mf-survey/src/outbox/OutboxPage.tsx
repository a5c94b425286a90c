import { endpoints, screenPath, type TOutboxMail } from '@hm/contract';
import { canCall, useAppLink, useCurrentUser } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { RowButton } from '@hm/ui/form';
import { Page, SearchBox } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMailServerStatus, useOutbox } from '../api/mail';
import { useSurveyTranslation } from '../i18n';
import { useSurveyPermissions } from '../shared/permissions';
import { MailStatusTag } from '../shared/StatusTags';
import '../shared/survey.css';
import { formatWire } from '../shared/time';
import { useIdParams } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';
import { MailDialog } from './MailDialog';

type StatusFilter = 'all' | 'pending' | 'sent' | 'failed';

/**
 * KS_HOP_THU: the mail outbox (invitations and reminders), paged and filtered by status,
 * version and keyword; a mail opens in a dialog with its body (links masked by the server).
 */
export default function OutboxPage() {
  const { t } = useSurveyTranslation();
  const perms = useSurveyPermissions();
  const [ids, setIds] = useIdParams();
  const paging = usePaging(20);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<TOutboxMail | null>(null);
  const outbox = useOutbox(
    {
      page: paging.page,
      size: paging.size,
      ...(status !== 'all' ? { status } : {}),
      ...(ids.phien_ban_id ? { phien_ban_id: ids.phien_ban_id } : {}),
      ...(keyword ? { keyword } : {}),
    },
    perms.outbox,
  );

  const server = useMailServerStatus(perms.outbox);
  const link = useAppLink();
  // The mail settings and the test mail live on the system parameters page (HT_THAM_SO), for those who may open it.
  const settings = canCall(useCurrentUser(), endpoints.mailSettings);

  if (!perms.outbox) {
    return (
      <Page title={t('outbox.title')}>
        <EmptyState icon="pi pi-lock" title={t('outbox.noAccess')} />
      </Page>
    );
  }
  return (
    <Page title={t('outbox.title')}>
      {server.data && !server.data.configured && <Message severity="warn" className="hm-survey-notice" text={t('outbox.notConfigured', { pending: server.data.pending })} />}
      {server.data?.configured && server.data.last_error && (
        <Message severity="error" className="hm-survey-notice" text={t('outbox.lastError', { error: server.data.last_error })} />
      )}
      {settings && (
        <p className="hm-survey-notice">
          <Link to={link(screenPath('HT_THAM_SO'))}>
            <i className="pi pi-cog" aria-hidden /> {t('outbox.settingsLink')}
          </Link>
        </p>
      )}
      {perms.mail && (
        <p className="hm-survey-notice">
          <Link to={link(screenPath('KS_NOI_DUNG_THU'), ids.phien_ban_id ? { phien_ban_id: ids.phien_ban_id } : {})}>
            <i className="pi pi-envelope" aria-hidden /> {t('mailTexts.open')}
          </Link>
        </p>
      )}
      <div className="hm-toolbar" role="search">
        <div className="hm-field">
          <label htmlFor="hm-survey-outbox-status">{t('outbox.status')}</label>
          <Dropdown
            inputId="hm-survey-outbox-status"
            value={status}
            options={[
              { value: 'all', label: t('crud.all') },
              { value: 'pending', label: t('status.mail.pending') },
              { value: 'sent', label: t('status.mail.sent') },
              { value: 'failed', label: t('status.mail.failed') },
            ]}
            onChange={(e) => {
              setStatus(e.value as StatusFilter);
              paging.reset();
            }}
          />
        </div>
        <VersionPicker
          id="hm-survey-outbox-version"
          value={ids.phien_ban_id}
          onChange={(v) => {
            setIds({ phien_ban_id: v });
            paging.reset();
          }}
        />
        <SearchBox
          labelHidden
          id="hm-survey-outbox-search"
          onSearch={(k) => {
            setKeyword(k);
            paging.reset();
          }}
        />
      </div>
      <PagedTable query={outbox} paging={paging} dataKey="mail_id" empty={<EmptyState icon="pi pi-envelope" title={t('outbox.empty')} />} breakpoint="960px">
        <Column
          header={t('outbox.colTo')}
          body={(m: TOutboxMail) => (
            <>
              <strong>{m.to_name}</strong>
              <div className="hm-survey-muted">{m.to_address}</div>
            </>
          )}
        />
        <Column
          header={t('outbox.colSubject')}
          body={(m: TOutboxMail) => (
            <>
              {m.subject}
              <div className="hm-survey-muted">{t(`outbox.template.${m.template}`)}</div>
            </>
          )}
        />
        <Column header={t('outbox.colStatus')} body={(m: TOutboxMail) => <MailStatusTag status={m.status} />} />
        <Column header={t('outbox.colAttempts')} field="attempts" />
        <Column header={t('outbox.colError')} body={(m: TOutboxMail) => m.last_error ?? t('common.none')} style={{ maxWidth: '18rem', overflowWrap: 'anywhere' }} />
        <Column header={t('outbox.colCreated')} body={(m: TOutboxMail) => <span className="hm-survey-nowrap">{formatWire(m.created_at)}</span>} />
        <Column header={t('outbox.colSent')} body={(m: TOutboxMail) => <span className="hm-survey-nowrap">{formatWire(m.sent_at) || t('common.none')}</span>} />
        <Column header={t('crud.actions')} body={(m: TOutboxMail) => <RowButton icon="pi pi-eye" label={`${t('common.view')}: ${m.subject}`} onClick={() => setOpen(m)} />} />
      </PagedTable>
      {open && <MailDialog mail={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}
