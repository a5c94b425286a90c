import { useEndpointQuery, useUiLanguage } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useDashboardTranslation } from '../i18n';
import { formatCount, formatPercent } from '../shared/format';
import { SimpleTable } from '../shared/SimpleTable';
import '../shared/dashboard.css';
import '../comments/comments.css';
import { ProgressTables } from './ProgressTables';
import { provinceQueries } from './queries';
import { rankHospitals } from './ranking';
import './texts';

/**
 * Dashboard/SoSanhBenhVien (KET_QUA_NHOM_BV_XEM): the hospitals of the officer's group ranked on a
 * chosen composite of a chosen wave, each with its 95% interval, response rate and respondents;
 * a hospital below the minimum is listed last, without figures. Hospital-level only: the page
 * offers no unit, position or comment view (the server refuses them to an officer anyway). Above
 * the ranking, the progress of the group's open waves, hospital by hospital (`ProgressTables`).
 */
export default function HospitalRankingPage() {
  const { t } = useDashboardTranslation();
  const locale = useUiLanguage();
  const p = (k: string, o?: Record<string, unknown>) => t(`province.${k}`, o);
  const scope = useEndpointQuery(provinceQueries.scope, {});
  const versions = scope.data?.versions ?? [];
  const [versionPick, setVersion] = useState<number | null>(null);
  const version = versions.find((v) => v.phien_ban_id === versionPick) ?? versions.find((v) => v.has_snapshot) ?? versions[0] ?? null;
  const results = useEndpointQuery(provinceQueries.results, version ? { query: { phien_ban_id: version.phien_ban_id } } : null);
  const [compositePick, setComposite] = useState<number | null>(null);
  const d = results.data;
  const composite = d?.composites.find((c) => c.composite_id === compositePick) ?? null;
  const compositeName = composite?.name ?? p('average');
  const group = scope.data?.groups[0];
  const pct = (v: number | null) => formatPercent(v, locale);

  return (
    <Page title={p('title')} subtitle={p('subtitle')}>
      {scope.isError ? (
        <QueryError error={scope.error} onRetry={() => void scope.refetch()} />
      ) : !scope.data ? (
        <LoadingBlock height="4rem" />
      ) : !group ? (
        <EmptyState icon="pi pi-building" title={p('noGroup')} />
      ) : !version ? (
        <EmptyState icon="pi pi-chart-bar" title={p('noVersion')} />
      ) : (
        <>
          <p className="hm-province-group">{p('group', { name: group.ten, n: group.hospitals.length })}</p>
          <ProgressTables />
          <form className="hm-comment-filters" aria-label={p('filters')} onSubmit={(e) => e.preventDefault()}>
            <div className="hm-comment-field">
              <label htmlFor="hm-province-version">{p('version')}</label>
              <Dropdown
                inputId="hm-province-version"
                value={version.phien_ban_id}
                options={versions.map((v) => ({ value: v.phien_ban_id, label: v.tieu_de_khao_sat }))}
                onChange={(e) => setVersion(e.value as number)}
              />
            </div>
            <div className="hm-comment-field">
              <label htmlFor="hm-province-composite">{p('composite')}</label>
              <Dropdown
                inputId="hm-province-composite"
                value={composite?.composite_id ?? null}
                options={[{ value: null, label: p('average') }, ...(d?.composites ?? []).map((c) => ({ value: c.composite_id, label: c.name }))]}
                onChange={(e) => setComposite(e.value as number | null)}
              />
            </div>
          </form>
          {results.isError ? (
            <QueryError error={results.error} onRetry={() => void results.refetch()} />
          ) : !d ? (
            <LoadingBlock height="12rem" />
          ) : !d.snapshot ? (
            <EmptyState icon="pi pi-clock" title={p('noSnapshot')} />
          ) : (
            <section aria-busy={results.isFetching}>
              <div className="hm-dash-notice" role="note">
                <i className="pi pi-info-circle" aria-hidden="true" />
                <p>
                  {p('minNote', { min: d.min_respondents })} {p('intervalNote')}
                </p>
              </div>
              <SimpleTable
                caption={p('caption', { composite: compositeName })}
                name="province-ranking"
                stack
                data={{
                  columns: [
                    { header: p('hospital') },
                    { header: p('rank'), numeric: true },
                    { header: p('score'), numeric: true },
                    { header: p('interval'), numeric: true },
                    { header: p('rate'), numeric: true },
                    { header: p('n'), numeric: true },
                  ],
                  rows: rankHospitals(d.hospitals, composite?.composite_id ?? null).map(({ hospital: h, value, rank }) => {
                    const interval = composite ? h.composites.find((c) => c.composite_id === composite.composite_id)?.interval : null;
                    if (h.suppressed)
                      return {
                        key: h.hospital_id,
                        cells: [
                          h.name,
                          '–',
                          <span key="fewer" className="hm-dash-suppressed" data-suppressed="true">
                            <i className="pi pi-eye-slash" aria-hidden="true" /> {p('fewer', { min: d.min_respondents })}
                          </span>,
                          '',
                          '',
                          '',
                        ],
                      };
                    return {
                      key: h.hospital_id,
                      cells: [
                        h.name,
                        rank === null ? '–' : String(rank),
                        pct(value),
                        interval ? `${pct(interval.low)} – ${pct(interval.high)}` : '–',
                        pct(h.rate),
                        formatCount(h.n, locale),
                      ],
                    };
                  }),
                }}
              />
            </section>
          )}
        </>
      )}
    </Page>
  );
}
