import { endpoints, type TStatisticsRow } from '@hm/contract';
import { useApi, useEndpointQuery } from '@hm/platform';
import { StaffStatusTag, ValidityTag } from '@hm/ui';
import { SearchBox } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { participationQueries } from '../api/participation';
import { useDashboardTranslation } from '../i18n';
import { Panel } from '../shared/Panel';
import { SheetExportButton } from '../shared/SheetExportButton';

const ALL = 'all';
type StatusFilter = typeof ALL | 1 | 2;

export interface StatisticsTableProps {
  versionId: number;
  hospitalId: number | null;
  /** Several hospitals in view: show each row's hospital. */
  showHospital: boolean;
}

/**
 * Who took part (thong-ke/{id}): one row per invited staff member with status and validity,
 * paged on the server, searched by code or name and filtered by status.
 * @example <StatisticsTable versionId={3} hospitalId={1} showHospital={false} />
 */
export function StatisticsTable({ versionId, hospitalId, showHospital }: StatisticsTableProps) {
  const { t } = useDashboardTranslation();
  const paging = usePaging(20);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StatusFilter>(ALL);
  const rows = useEndpointQuery(participationQueries.statistics, {
    params: { id: versionId },
    query: {
      page: paging.page,
      size: paging.size,
      ...(keyword ? { keyword } : {}),
      ...(hospitalId !== null ? { hospital_id: hospitalId } : {}),
      ...(status !== ALL ? { status_khao_sat: status } : {}),
    },
  });
  const api = useApi();
  // Every invited staff member under the filters, read 200 at a time, for 'Xuất Excel'.
  const sheet = async () => {
    const all: TStatisticsRow[] = [];
    for (let page = 1; ; page++) {
      const p = await api.call(endpoints.statistics, {
        params: { id: versionId },
        query: {
          page,
          size: 200,
          ...(keyword ? { keyword } : {}),
          ...(hospitalId !== null ? { hospital_id: hospitalId } : {}),
          ...(status !== ALL ? { status_khao_sat: status } : {}),
        },
      });
      all.push(...p.data);
      if (p.data.length < 200 || all.length >= p.total) break;
    }
    return {
      headers: [
        t('statistics.sheet.no'),
        t('statistics.sheet.hospital'),
        t('statistics.sheet.code'),
        t('statistics.sheet.name'),
        t('statistics.sheet.department'),
        t('statistics.sheet.jobTitle'),
        t('statistics.sheet.status'),
        t('statistics.sheet.validity'),
      ],
      rows: all.map((r) => [
        r.stt,
        r.hospital_name,
        r.ma_nhan_vien,
        r.ten_nhan_vien,
        r.phong_ban,
        r.chuc_danh,
        t(`status.staff.${r.status_khao_sat}`),
        r.ineligible ? t('statistics.sheet.ineligible') : r.hop_le === 1 ? t('statistics.sheet.valid') : r.hop_le === 0 ? t('statistics.sheet.invalid') : '',
      ]),
    };
  };
  const statuses = [
    { value: ALL, label: t('filters.all') },
    { value: 1, label: t('status.staff.1') },
    { value: 2, label: t('status.staff.2') },
  ];

  return (
    <Panel id="statistics" title={t('statistics.tableTitle')} hint={t('statistics.tableHint')} wide>
      <div className="hm-dash-filters__fields" role="search" aria-label={t('statistics.tableFilters')}>
        <SearchBox
          id="hm-dash-statistics-search"
          label={t('statistics.search')}
          placeholder={t('statistics.searchPlaceholder')}
          onSearch={(k) => {
            setKeyword(k);
            paging.reset();
          }}
        />
        <div className="hm-dash-field">
          <label htmlFor="hm-dash-statistics-status">{t('statistics.status')}</label>
          <Dropdown
            inputId="hm-dash-statistics-status"
            placeholder={t('statistics.statusPlaceholder')}
            value={status}
            options={statuses}
            onChange={(e) => {
              setStatus(e.value as StatusFilter);
              paging.reset();
            }}
          />
        </div>
        <SheetExportButton name="thong-ke-tham-gia" versionId={versionId} sheet={sheet} />
      </div>
      <PagedTable query={rows} paging={paging} dataKey="nhan_vien_khao_sat_id" empty={t('statistics.empty')} breakpoint="960px" labelledBy="statistics-title">
        <Column header={t('statistics.stt')} field="stt" headerStyle={{ width: '4rem' }} />
        <Column header={t('statistics.code')} field="ma_nhan_vien" />
        <Column header={t('statistics.name')} field="ten_nhan_vien" />
        {showHospital && <Column header={t('filters.hospital')} field="hospital_name" />}
        <Column header={t('departments.department')} body={(r: TStatisticsRow) => r.phong_ban ?? '—'} />
        <Column header={t('staff.jobTitle')} body={(r: TStatisticsRow) => r.chuc_danh ?? '—'} />
        <Column
          header={t('statistics.status')}
          body={(r: TStatisticsRow) => (
            <span className="hm-dash-tags">
              <StaffStatusTag status={r.status_khao_sat} />
              {r.ineligible && <Tag value={t('statistics.ineligible')} severity="secondary" />}
            </span>
          )}
        />
        <Column header={t('statistics.validity')} body={(r: TStatisticsRow) => <ValidityTag value={r.hop_le} />} />
      </PagedTable>
    </Panel>
  );
}
