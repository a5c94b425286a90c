import { formatWireDate, VERSION_STATUS } from '@hm/contract';
import { useEndpointQuery, useUiLanguage } from '@hm/platform';
import { QueryError } from '@hm/ui';
import { useDashboardTranslation } from '../i18n';
import { formatCount, formatPercent } from '../shared/format';
import { SimpleTable } from '../shared/SimpleTable';
import { provinceQueries } from './queries';

/**
 * The progress of the group's open waves, hospital by hospital (issue 30 item 2): invited,
 * ineligible, responded and response rate of each whole hospital, as its own response-rate table
 * counts them; the versions of one push are one table. No unit, no score, no total over the
 * hospitals. Nothing when no wave is open.
 */
export function ProgressTables() {
  const { t } = useDashboardTranslation();
  const locale = useUiLanguage();
  const p = (k: string, o?: Record<string, unknown>) => t(`province.${k}`, o);
  const progress = useEndpointQuery(provinceQueries.progress, {});
  if (progress.isError) return <QueryError error={progress.error} onRetry={() => void progress.refetch()} />;
  const versions = progress.data?.versions ?? [];
  if (versions.length === 0) return null;
  return (
    <section className="hm-province-progress" aria-labelledby="hm-province-progress-title">
      <h2 id="hm-province-progress-title">{p('progressTitle')}</h2>
      <p>{p('progressNote')}</p>
      {versions.map((v) => (
        <SimpleTable
          key={v.phien_ban_id}
          caption={[
            p(v.status_khao_sat === VERSION_STATUS.paused ? 'progressCaptionPaused' : 'progressCaption', {
              title: v.tieu_de_khao_sat,
              start: formatWireDate(v.time_start),
              end: formatWireDate(v.time_end),
            }),
            ...(v.dot_trien_khai ? [p('progressPush', { count: v.hospitals.length })] : []),
          ].join(' · ')}
          name="province-progress"
          stack
          data={{
            columns: [
              { header: p('hospital') },
              { header: p('invited'), numeric: true },
              { header: p('ineligible'), numeric: true },
              { header: p('responded'), numeric: true },
              { header: p('rate'), numeric: true },
            ],
            rows: v.hospitals.map((h) => ({
              key: h.hospital_id,
              cells: [
                h.status_khao_sat === VERSION_STATUS.paused && v.status_khao_sat !== VERSION_STATUS.paused ? p('hospitalPaused', { name: h.name }) : h.name,
                formatCount(h.invited, locale),
                formatCount(h.ineligible, locale),
                formatCount(h.complete, locale),
                formatPercent(h.rate, locale),
              ],
            })),
          }}
        />
      ))}
    </section>
  );
}
