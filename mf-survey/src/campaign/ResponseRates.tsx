import { endpoints, type TCampaignView } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { formatRate } from '../participation/response-rate';
import { CampaignTable } from './CampaignTable';

export interface ResponseRatesProps {
  view: TCampaignView;
  /** May set the target (KHAO_SAT_SUA). */
  canEdit: boolean;
}

/** The live response rate against the hospital's target: overall, per department, per channel; the target form. */
export function ResponseRates({ view, canEdit }: ResponseRatesProps) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const target = view.muc_tieu;
  const verdict = (rate: number | null) =>
    rate === null ? null : rate >= target ? <Tag value={t('campaign.reached')} severity="success" /> : <Tag value={t('campaign.below')} severity="warning" />;
  const eligible = view.total.invited - view.total.ineligible;
  const width = Math.min(100, view.total.rate ?? 0);

  return (
    <section aria-labelledby="hm-campaign-rates-title" className="hm-campaign__section">
      <h2 id="hm-campaign-rates-title">{t('campaign.ratesTitle')}</h2>
      <p className="hm-survey-muted">{t('campaign.ratesLive')}</p>
      <p className="hm-campaign__overall" data-testid="hm-campaign-overall">
        {t('campaign.overall', { rate: formatRate(view.total.rate, lang), complete: view.total.complete, eligible, target })} {verdict(view.total.rate)}
      </p>
      <div className="hm-campaign__bar" aria-hidden="true">
        <span className="hm-campaign__bar-fill" style={{ width: `${width}%` }} />
        <span className="hm-campaign__bar-target" style={{ left: `${target}%` }} />
      </div>
      {view.departments.length === 0 ? (
        <p>{t('campaign.noDepartments')}</p>
      ) : (
        <CampaignTable
          caption={t('campaign.ratesTitle')}
          headers={[t('campaign.colDepartment'), t('campaign.colEligible'), t('campaign.colComplete'), t('campaign.colRate'), t('campaign.colTarget')]}
        >
          {view.departments.map((d) => (
            <tr key={d.phong_ban_id ?? 'none'}>
              <th scope="row">{d.name ?? t('campaign.noDepartment')}</th>
              <td>{d.invited - d.ineligible}</td>
              <td>{d.complete}</td>
              <td>{formatRate(d.rate, lang)}</td>
              <td>{verdict(d.rate)}</td>
            </tr>
          ))}
        </CampaignTable>
      )}
      <h3>{t('campaign.channelsTitle')}</h3>
      <CampaignTable headers={[t('campaign.colChannel'), t('campaign.colInvited'), t('campaign.colVoted')]}>
        {view.channels.map((c) => (
          <tr key={c.channel}>
            <th scope="row">{t(`campaign.channel.${c.channel}`, { defaultValue: c.channel })}</th>
            <td>{c.invited}</td>
            <td>{c.voted}</td>
          </tr>
        ))}
      </CampaignTable>
      {canEdit && <TargetForm key={`${view.phien_ban_id}:${view.hospital_id}:${target}`} view={view} />}
    </section>
  );
}

function TargetForm({ view }: { view: TCampaignView }) {
  const { t } = useSurveyTranslation();
  const [value, setValue] = useState<number | null>(view.muc_tieu);
  const [error, setError] = useState<string | undefined>();
  const save = useSurveyMutation(endpoints.campaignTargetSave, { success: t('campaign.targetSaved') });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (value === null || value < 1 || value > 100) return setError(t('campaign.targetHint'));
    setError(undefined);
    save.mutate({ body: { phien_ban_id: view.phien_ban_id, hospital_id: view.hospital_id, muc_tieu: value } });
  };
  return (
    <form className="hm-toolbar hm-campaign__target" onSubmit={submit} noValidate>
      <Field id="hm-campaign-target" label={t('campaign.target')} hint={t('campaign.targetHint')} error={error}>
        <InputNumber inputId="hm-campaign-target" value={value} onValueChange={(e) => setValue(e.value ?? null)} min={1} max={100} suffix=" %" invalid={!!error} />
      </Field>
      <Button type="submit" label={t('campaign.targetSave')} icon="pi pi-check" outlined loading={save.isPending} />
    </form>
  );
}
