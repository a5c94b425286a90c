import type { TStaffSurveyGroup } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { EmptyState, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Column } from 'primereact/column';
import { ColumnGroup } from 'primereact/columngroup';
import { DataTable } from 'primereact/datatable';
import { Row } from 'primereact/row';
import { useStaffGroups } from '../api/participation';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { useIdParams } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { formatRate, responseRate, sumGroups } from './response-rate';

/** KS_NV_THEO_BV?phien_ban_id=: participation per hospital of a version, with totals. */
export default function ParticipationByHospitalPage() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const [ids, setIds] = useIdParams();
  const versionId = ids.phien_ban_id;
  const groups = useStaffGroups(versionId);
  const rows = groups.data ?? [];
  const total = sumGroups(rows);
  const rate = (g: Pick<TStaffSurveyGroup, 'da_binh_chon' | 'tong_so' | 'ineligible'>) => formatRate(responseRate(g.da_binh_chon, g.tong_so, g.ineligible), lang);
  const counts = ['tong_so', 'da_binh_chon', 'chua_binh_chon', 'hop_le', 'khong_hop_le', 'ineligible'] as const;
  const headers: Record<(typeof counts)[number], string> = {
    tong_so: t('groups.colTotal'),
    da_binh_chon: t('groups.colVoted'),
    chua_binh_chon: t('groups.colNotVoted'),
    hop_le: t('groups.colValid'),
    khong_hop_le: t('groups.colInvalid'),
    ineligible: t('groups.colIneligible'),
  };
  const footer = (
    <ColumnGroup>
      <Row>
        <Column footer={t('groups.total')} />
        {counts.map((c) => (
          <Column key={c} footer={String(total[c])} />
        ))}
        <Column footer={rate(total)} />
      </Row>
    </ColumnGroup>
  );

  return (
    <Page title={t('groups.title')} subtitle={<VersionSubtitle versionId={versionId} />}>
      <div className="hm-toolbar">
        <VersionPicker id="hm-survey-groups-version" value={versionId} onChange={(v) => setIds({ phien_ban_id: v })} />
      </div>
      {versionId === null ? (
        <EmptyState icon="pi pi-th-large" title={t('picker.versionPrompt')} />
      ) : groups.isError ? (
        <QueryError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <>
          <DataTable
            cellMemo={false}
            value={rows}
            dataKey="hospital_id"
            loading={groups.isFetching}
            footerColumnGroup={rows.length > 1 ? footer : undefined}
            responsiveLayout="stack"
            breakpoint="768px"
            stripedRows
            size="small"
            emptyMessage={<EmptyState title={t('groups.empty')} />}
          >
            <Column header={t('groups.colHospital')} field="name" />
            {counts.map((c) => (
              <Column key={c} header={headers[c]} field={c} />
            ))}
            <Column header={t('groups.colRate')} body={rate} />
          </DataTable>
          <small className="hm-survey-muted">{t('groups.rateHint')}</small>
        </>
      )}
    </Page>
  );
}
