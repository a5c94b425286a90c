import { endpoints, type TSurveyVersionRow, versionPhase } from '@hm/contract';
import { useApi, useUiLanguage } from '@hm/platform';
import { LoadingBlock, QueryError } from '@hm/ui';
import { FormDialog } from '@hm/ui/form';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from 'primereact/checkbox';
import { type FormEvent, useState } from 'react';
import { versionQueries } from '../api/versions';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { pickText } from '../shared/text';
import { formatWire } from '../shared/time';

const ID = 'hm-start-dialog';

/**
 * Starting a version says whom it invites, per hospital: a hospital whose staff were picked keeps
 * exactly them; one with nobody picked invites its whole staff; inviting everyone everywhere is a
 * box the user ticks. A window that opens later is said too.
 */
export function StartDialog({ version, onClose }: { version: TSurveyVersionRow; onClose: () => void }) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const api = useApi();
  const [whole, setWhole] = useState(false);
  const preview = useQuery(versionQueries.startPreview(api, version.phien_ban_id));
  const start = useSurveyMutation(endpoints.versionStart, {
    success: (d) => ({ summary: t('toast.success'), detail: t('toast.startDetail', { count: d.created, created: d.created, total: d.total }) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    start.mutate({ params: { id: version.phien_ban_id }, body: { moi_toan_bo: whole } }, { onSuccess: onClose });
  };
  const rows = preview.data ?? [];
  const name = pickText(version.tieu_de_khao_sat, version.tieu_de_khao_sat_en, lang);
  const scheduled = versionPhase({ ...version, started_at: version.started_at ?? '—' }) === 'scheduled';
  return (
    <FormDialog formId={`${ID}-form`} header={t('start.title', { name })} onHide={onClose} saving={start.isPending} submitLabel={t('start.submit')} wide>
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        {preview.isPending && <LoadingBlock />}
        {preview.isError && <QueryError error={preview.error} onRetry={() => void preview.refetch()} />}
        {preview.isSuccess && (
          <>
            <p>{t('start.intro')}</p>
            {rows.length === 0 ? (
              <p role="alert">{t('start.noHospital')}</p>
            ) : (
              <ul className="hm-start-list" aria-label={t('start.whom')}>
                {rows.map((h) => (
                  <li key={h.hospital_id}>
                    <strong>{h.name}</strong>:{' '}
                    {whole || h.da_moi === 0
                      ? t('start.whole', { count: h.tong_nhan_vien, total: h.tong_nhan_vien })
                      : t('start.keep', { count: h.da_moi, picked: h.da_moi, total: h.tong_nhan_vien })}
                  </li>
                ))}
              </ul>
            )}
            {rows.some((h) => h.da_moi > 0 && h.da_moi < h.tong_nhan_vien) && (
              <div className="hm-check">
                <Checkbox inputId={`${ID}-whole`} checked={whole} onChange={(e) => setWhole(!!e.checked)} />
                <label htmlFor={`${ID}-whole`}>{t('start.wholeChoice')}</label>
              </div>
            )}
            {scheduled && <p className="hm-form__notice">{t('start.scheduled', { at: formatWire(version.time_start) })}</p>}
          </>
        )}
      </form>
    </FormDialog>
  );
}
