import { useCurrentUser, useUiLanguage } from '@hm/platform';
import type { ReactNode } from 'react';
import { EmptyState, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useOpenVersions, useVersionList } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { useSurveyPermissions } from '../shared/permissions';
import { VersionStatusTag } from '../shared/StatusTags';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { formatWire } from '../shared/time';

type VersionLike = {
  phien_ban_id: number;
  tieu_de_khao_sat: string;
  tieu_de_khao_sat_en: string;
  time_start: string;
  time_end: string;
  status_khao_sat: 1 | 2 | 3;
  started_at: string | null;
  tam_ngung: boolean;
};

function VersionsTable({ rows, loading, title }: { rows: VersionLike[]; loading: boolean; title: string }) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  return (
    <DataTable
      cellMemo={false}
      value={rows}
      dataKey="phien_ban_id"
      loading={loading}
      size="small"
      stripedRows
      responsiveLayout="stack"
      breakpoint="768px"
      emptyMessage={t('info.noVersions')}
      pt={{ table: { 'aria-label': title } }}
    >
      <Column header={t('versionList.colTitle')} body={(v: VersionLike) => pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang)} />
      <Column header={t('versionList.colWindow')} body={(v: VersionLike) => `${formatWire(v.time_start)} – ${formatWire(v.time_end)}`} />
      <Column header={t('versionList.colStatus')} body={(v: VersionLike) => <VersionStatusTag version={v} />} />
    </DataTable>
  );
}

/**
 * KS_THONG_TIN: what the survey programme is (the AHRQ instruments, the translation note,
 * the scoring in brief) and the surveys of the user's hospital.
 */
export default function SurveyInfoPage() {
  const { t } = useSurveyTranslation();
  const user = useCurrentUser();
  const perms = useSurveyPermissions();
  const hospitalId = user?.hospital?.hospital_id;
  const versions = useVersionList({ page: 1, size: 50, tam_ngung: false, la_mau: false, ...(hospitalId ? { hospitalId } : {}) }, perms.read);
  const open = useOpenVersions(!perms.read && perms.vote);
  const section = (id: string, title: string, body: ReactNode) => (
    <section className="hm-survey-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body}
    </section>
  );

  return (
    <Page title={t('info.title')}>
      {section('hm-info-about', t('info.aboutTitle'), <p>{t('info.about')}</p>)}
      {section(
        'hm-info-instruments',
        t('info.instrumentsTitle'),
        <ul>
          <li>{t('info.hsops2')}</li>
          <li>{t('info.hsopsc1')}</li>
        </ul>,
      )}
      {section('hm-info-translation', t('info.translationTitle'), <p>{t('info.translation')}</p>)}
      {section(
        'hm-info-scoring',
        t('info.scoringTitle'),
        <ul>
          <li>{t('info.scoringItem')}</li>
          <li>{t('info.scoringComposite')}</li>
          <li>{t('info.scoringRate')}</li>
          <li>{t('info.scoringMinimum')}</li>
        </ul>,
      )}
      {perms.read ? (
        section(
          'hm-info-versions',
          user?.hospital ? `${t('info.versionsTitle')}: ${user.hospital.name}` : t('info.versionsTitle'),
          versions.isError ? (
            <QueryError error={versions.error} onRetry={() => void versions.refetch()} />
          ) : (
            <VersionsTable rows={versions.data?.data ?? []} loading={versions.isFetching} title={t('info.versionsTitle')} />
          ),
        )
      ) : perms.vote ? (
        section(
          'hm-info-open',
          t('info.openVersionsTitle'),
          open.isError ? (
            <QueryError error={open.error} onRetry={() => void open.refetch()} />
          ) : (
            <VersionsTable rows={open.data ?? []} loading={open.isFetching} title={t('info.openVersionsTitle')} />
          ),
        )
      ) : (
        <EmptyState icon="pi pi-lock" title={t('info.noAccess')} />
      )}
    </Page>
  );
}
