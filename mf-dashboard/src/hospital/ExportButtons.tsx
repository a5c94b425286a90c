import { endpoints, type TDashboardQuery, toWireTime } from '@hm/contract';
import { notify } from '@hm/platform';
import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { useFileDownload } from '../api/download';
import { useDashboardTranslation } from '../i18n';
import { useDashboardPermissions } from '../shared/permissions';

// Loaded when asked for: the dialog and its checkbox are not part of the dashboard's first view.
const RawExportDialog = lazy(() => import('./RawExportDialog').then((m) => ({ default: m.RawExportDialog })));

/** `name_v3_h1_2026-03-01.xlsx`: the version, the hospital and the day (in Asia/Ho_Chi_Minh), so that files do not overwrite each other. */
export const exportFileName = (base: string, q: Pick<TDashboardQuery, 'phien_ban_id' | 'hospital_id'>, today = new Date()) =>
  `${base}_v${q.phien_ban_id}${q.hospital_id ? `_h${q.hospital_id}` : ''}_${toWireTime(today).slice(0, 10)}.xlsx`;

/**
 * The hospital dashboard's xlsx exports: working time (the filters on screen) and, for those
 * with DU_LIEU_THO_XUAT, the raw data (asking about free-text comments first).
 * @example <ExportButtons query={state.scoreQuery} />
 */
export function ExportButtons({ query }: { query: TDashboardQuery | null }) {
  const { t } = useDashboardTranslation();
  const { rawExport } = useDashboardPermissions();
  const [asking, setAsking] = useState(false);
  const done = () => notify.success(t('export.done'));
  const workingTime = useFileDownload(endpoints.workingTimeExport, done);
  const raw = useFileDownload(endpoints.rawDataExport, () => {
    setAsking(false);
    done();
  });

  return (
    <>
      <Button
        type="button"
        label={t('export.workingTime')}
        icon="pi pi-file-excel"
        outlined
        disabled={!query}
        loading={workingTime.isPending}
        onClick={() => query && workingTime.mutate({ args: { query }, fileName: exportFileName('thoi-gian-cong-tac', query) })}
      />
      {rawExport && <Button type="button" label={t('export.raw')} icon="pi pi-download" severity="secondary" disabled={!query} onClick={() => setAsking(true)} />}
      {asking && query && (
        <Suspense fallback={null}>
          <RawExportDialog
            busy={raw.isPending}
            onHide={() => setAsking(false)}
            onExport={(comments) =>
              raw.mutate({
                args: { query: { phien_ban_id: query.phien_ban_id, ...(query.hospital_id ? { hospital_id: query.hospital_id } : {}), comments } },
                fileName: exportFileName(comments ? 'du-lieu-tho-kem-y-kien' : 'du-lieu-tho', query),
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}
