import type { TDashboardVersion, TDebriefRequest, TFeedbackReportRequest, TLanguage } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useReportsTranslation } from '../i18n';
import { wireDate } from './format';

export interface ReportFormProps {
  versions: TDashboardVersion[];
  busy?: boolean;
  /** The feedback report; absent, the form asks for debrief packs only (a department head's page). */
  onCreate?: (request: TFeedbackReportRequest) => void;
  /** The debrief packs of every unit, for the same choice (issue 27 item 2). */
  packBusy?: boolean;
  onCreatePack?: (request: TDebriefRequest) => void;
}

/**
 * What to report on: a closed version with figures, one of its hospitals in the caller's scope
 * (chosen already when there is one), and the report's language (the display language at first).
 */
export function ReportForm({ versions, busy = false, onCreate, packBusy = false, onCreatePack }: ReportFormProps) {
  const { t } = useReportsTranslation();
  const uiLanguage = useUiLanguage();
  const id = useId();
  const [versionId, setVersionId] = useState<number | null>(versions[0]?.phien_ban_id ?? null);
  const version = versions.find((v) => v.phien_ban_id === versionId) ?? null;
  const [hospitalChoice, setHospitalChoice] = useState<number | null>(null);
  const hospitals = version?.hospitals ?? [];
  const hospitalId = hospitals.length === 1 ? hospitals[0]!.hospital_id : hospitals.some((h) => h.hospital_id === hospitalChoice) ? hospitalChoice : null;
  const [language, setLanguage] = useState<TLanguage>(uiLanguage);
  const languages = [
    { value: 'vi', label: t('feedback.form.vi') },
    { value: 'en', label: t('feedback.form.en') },
  ];

  return (
    <form
      className="hm-rep-form"
      aria-label={t('feedback.form.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (versionId !== null && hospitalId !== null) onCreate?.({ phien_ban_id: versionId, hospital_id: hospitalId, language });
      }}
    >
      <div className="hm-rep-field hm-rep-field--wide">
        <label htmlFor={`${id}-version`}>{t('feedback.form.version')}</label>
        <Dropdown
          inputId={`${id}-version`}
          value={versionId}
          options={versions}
          optionValue="phien_ban_id"
          optionLabel="tieu_de_khao_sat"
          itemTemplate={(v: TDashboardVersion) => (
            <div className="hm-rep-option">
              <span>{v.tieu_de_khao_sat}</span>
              <span className="hm-rep-muted">{t('feedback.form.period', { from: wireDate(v.time_start), to: wireDate(v.time_end) })}</span>
            </div>
          )}
          onChange={(e) => setVersionId(e.value as number)}
          placeholder={t('feedback.form.versionPlaceholder')}
          emptyMessage={t('feedback.form.noVersions')}
          filter={versions.length > 6}
        />
      </div>
      <div className="hm-rep-field">
        <label htmlFor={`${id}-hospital`}>{t('feedback.form.hospital')}</label>
        <Dropdown
          inputId={`${id}-hospital`}
          value={hospitalId}
          options={hospitals}
          optionValue="hospital_id"
          optionLabel="name"
          onChange={(e) => setHospitalChoice(e.value as number)}
          placeholder={t('feedback.form.hospitalPlaceholder')}
        />
      </div>
      <div className="hm-rep-field hm-rep-field--narrow">
        <label htmlFor={`${id}-language`}>{t('feedback.form.language')}</label>
        <Dropdown inputId={`${id}-language`} value={language} options={languages} onChange={(e) => setLanguage(e.value as TLanguage)} />
      </div>
      {onCreate && (
        <div className="hm-rep-field hm-rep-field--action">
          <Button type="submit" label={t('feedback.form.create')} icon="pi pi-file-pdf" loading={busy} disabled={versionId === null || hospitalId === null} />
        </div>
      )}
      {onCreatePack && (
        <div className="hm-rep-field hm-rep-field--action">
          <Button
            type="button"
            label={t('feedback.pack.create')}
            icon="pi pi-folder"
            severity={onCreate ? 'secondary' : undefined}
            outlined={!!onCreate}
            loading={packBusy}
            disabled={versionId === null || hospitalId === null}
            onClick={() => {
              if (versionId !== null && hospitalId !== null) onCreatePack({ phien_ban_id: versionId, hospital_id: hospitalId, language });
            }}
          />
        </div>
      )}
    </form>
  );
}
