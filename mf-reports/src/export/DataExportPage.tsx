import { endpoints, type TDashboardVersion } from '@hm/contract';
import { endpointQuery, useApi, useCanCall, useEndpointQuery, useAddressParams } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useReportsTranslation } from '../i18n';
import './data-export.css';
import { ExportCard } from './ExportCard';
import { type ExportFile, exportFileName, FILE_ENDPOINT, unavailable } from './export-files';

/** The versions the caller may export: the dashboards' list (started or closed, hospitals in scope and licensed). */
const versionsQuery = endpointQuery(endpoints.dashboardVersions, ['reports', 'export', 'versions']);

const ALL = 0;
/** `2026-03-01 07:30:00` → `01/03/2026`. */
const wireDate = (s: string) => `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)}`;

/**
 * HeThongBaoCao/XuatDuLieu: pick a survey version (and a hospital), then download its files:
 * raw data, working time, and the AHRQ database submission files. Each file says why it is not
 * available, shows the server's refusal in place, and is busy while it is prepared. The choice is
 * kept in the URL (`?phien_ban_id=&hospital_id=`).
 */
export default function DataExportPage() {
  const { t } = useReportsTranslation();
  const api = useApi();
  const rawExport = useCanCall(endpoints.rawDataExport);
  const [params, setParams] = useAddressParams();
  const [comments, setComments] = useState(false);
  const versions = useEndpointQuery(versionsQuery, {});

  const list = versions.data ?? [];
  const version = list.find((v) => v.phien_ban_id === Number(params.get('phien_ban_id'))) ?? list[0] ?? null;
  const hospital = version?.hospitals.find((h) => h.hospital_id === Number(params.get('hospital_id'))) ?? null;
  const pick = (versionId: number, hospitalId: number | null) =>
    setParams({ phien_ban_id: String(versionId), ...(hospitalId ? { hospital_id: String(hospitalId) } : {}) }, { replace: true });

  const body = () => {
    if (versions.isError) return <QueryError error={versions.error} onRetry={() => void versions.refetch()} />;
    if (!versions.data) return <LoadingBlock height="20rem" />;
    if (!version) return <EmptyState icon="pi pi-download" title={t('export.noVersions')} detail={t('export.noVersionsDetail')} />;
    const query = { phien_ban_id: version.phien_ban_id, ...(hospital ? { hospital_id: hospital.hospital_id } : {}) };
    const reason = (file: ExportFile) => {
      const why = unavailable(file, version, { rawExport });
      return why ? t(`export.reasons.${why}`) : null;
    };
    const card = (file: ExportFile, extra: { comments?: boolean } = {}) => ({
      id: `hm-export-${file}`,
      title: t(`export.${file}.title`),
      detail: t(`export.${file}.detail`),
      reason: reason(file),
      fileName: exportFileName(file, query, extra),
    });
    return (
      // A new set of cards per choice: a refusal shown belongs to the choice it was made for.
      <div key={`${version.phien_ban_id}-${hospital?.hospital_id ?? ALL}`} className="hm-export">
        <section className="hm-export__section" aria-labelledby="hm-export-hospital-data">
          <h2 id="hm-export-hospital-data" className="hm-export__heading">
            {t('export.hospitalSection')}
          </h2>
          <div className="hm-export__cards">
            <ExportCard {...card('raw', { comments })} fetchFile={() => api.download(FILE_ENDPOINT.raw, { query: { ...query, comments } })}>
              <div className="hm-export-card__option">
                <Checkbox inputId="hm-export-comments" checked={comments} disabled={reason('raw') !== null} onChange={(e) => setComments(e.checked === true)} />
                <label htmlFor="hm-export-comments">{t('export.raw.comments')}</label>
              </div>
            </ExportCard>
            <ExportCard {...card('workingTime')} fetchFile={() => api.download(FILE_ENDPOINT.workingTime, { query })} />
          </div>
        </section>
        <section className="hm-export__section" aria-labelledby="hm-export-ahrq">
          <h2 id="hm-export-ahrq" className="hm-export__heading">
            {t('export.ahrqSection')}
          </h2>
          <p className="hm-export__note">{t('export.ahrqNote')}</p>
          <div className="hm-export__cards">
            <ExportCard {...card('ahrqRespondent')} fetchFile={() => api.download(FILE_ENDPOINT.ahrqRespondent, { query })} />
            <ExportCard {...card('ahrqSite')} fetchFile={() => api.download(FILE_ENDPOINT.ahrqSite, { query })} />
          </div>
        </section>
      </div>
    );
  };

  const versionItem = (v: TDashboardVersion) => (
    <div className="hm-export-option">
      <span className="hm-export-option__title">{v.tieu_de_khao_sat}</span>
      <span className="hm-export-option__meta">
        {t(`export.instrument.${v.instrument_code ?? 'none'}`, { defaultValue: v.instrument_code ?? '' })} · {t(`export.status.${v.status_khao_sat}`, { defaultValue: '' })} ·{' '}
        {wireDate(v.time_start)} – {wireDate(v.time_end)}
      </span>
    </div>
  );
  const hospitals = version?.hospitals ?? [];

  return (
    <Page title={t('export.title')} subtitle={t('export.subtitle')}>
      {list.length > 0 && (
        <div className="hm-toolbar" role="search" aria-label={t('export.choice')}>
          <div className="hm-field hm-export__version">
            <label htmlFor="hm-export-version">{t('export.version')}</label>
            <Dropdown
              inputId="hm-export-version"
              value={version?.phien_ban_id ?? null}
              options={list}
              optionValue="phien_ban_id"
              optionLabel="tieu_de_khao_sat"
              itemTemplate={versionItem}
              placeholder={t('export.versionPlaceholder')}
              filter={list.length > 6}
              emptyFilterMessage={t('export.noMatch')}
              onChange={(e) => pick(Number(e.value), null)}
            />
          </div>
          {hospitals.length > 1 && (
            <div className="hm-field">
              <label htmlFor="hm-export-hospital">{t('export.hospital')}</label>
              <Dropdown
                inputId="hm-export-hospital"
                value={hospital?.hospital_id ?? ALL}
                options={[{ hospital_id: ALL, name: t('export.allHospitals') }, ...hospitals]}
                optionValue="hospital_id"
                optionLabel="name"
                filter={hospitals.length > 6}
                emptyFilterMessage={t('export.noMatch')}
                onChange={(e) => version && pick(version.phien_ban_id, Number(e.value) || null)}
              />
            </div>
          )}
        </div>
      )}
      {body()}
    </Page>
  );
}
