import { endpoints, screenPath, type TCampaignView } from '@hm/contract';
import { useAppLink } from '@hm/platform';
import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { useSurveyPermissions } from '../shared/permissions';
import { CampaignTable } from './CampaignTable';

/** The version's mails waiting and failed (the last ten failed, with their error), a retry of the failed ones, the outbox. */
export function FailedMails({ view }: { view: TCampaignView }) {
  const { t } = useSurveyTranslation();
  const link = useAppLink();
  const perms = useSurveyPermissions();
  const { pending, failed, recent_failed } = view.mails;
  const retry = useSurveyMutation(endpoints.campaignMailRetry, { success: (d) => t('campaign.retried', { count: d.retried }) });
  return (
    <section aria-labelledby="hm-campaign-mails-title" className="hm-campaign__section">
      <h2 id="hm-campaign-mails-title">{t('campaign.mailsTitle')}</h2>
      <p>{t('campaign.mailsState', { pending, failed })}</p>
      {failed === 0 ? (
        <p className="hm-survey-muted">{t('campaign.noFailed')}</p>
      ) : (
        <CampaignTable headers={[t('campaign.colRecipient'), t('campaign.colKind'), t('campaign.colError')]}>
          {recent_failed.map((m) => (
            <tr key={m.mail_id}>
              <td>{m.to_name ?? t('common.none')}</td>
              <td>{t(`campaign.kind.${m.template}`)}</td>
              <td>{m.last_error ?? t('common.none')}</td>
            </tr>
          ))}
        </CampaignTable>
      )}
      <div className="hm-toolbar">
        {perms.mail && failed > 0 && (
          <Button
            type="button"
            label={t('campaign.retry', { count: failed })}
            icon="pi pi-replay"
            loading={retry.isPending}
            onClick={() => retry.mutate({ body: { phien_ban_id: view.phien_ban_id, hospital_id: view.hospital_id } })}
          />
        )}
        {perms.outbox && <Link to={link(screenPath('KS_HOP_THU'), { phien_ban_id: view.phien_ban_id })}>{t('campaign.outbox')}</Link>}
      </div>
    </section>
  );
}
