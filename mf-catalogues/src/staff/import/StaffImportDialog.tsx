import { ApiError, CONSTANTS, endpoints, STAFF_IMPORT_MAX_BYTES, type TStaffImportMode, type TStaffImportResult } from '@hm/contract';
import { errorMessage, formatCount, notify, saveBlob, useApi, useUiLanguage } from '@hm/platform';
import { ModalDialog } from '@hm/ui/dialog';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import './staff-import.css';
import { useImportTexts } from './useImportTexts';

export interface StaffImportDialogProps {
  hospitalId: number;
  onClose(): void;
  /** Called once a commit stored the rows (reload the staff list). */
  onImported(): void;
}

type Busy = 'template' | TStaffImportMode | 'errors' | null;

const MAX_MB = STAFF_IMPORT_MAX_BYTES / 1024 / 1024;
const XLSX = /\.xlsx$/i;

/**
 * Staff import from xlsx: download the hospital's template, choose a file, check it (preview:
 * counts and refused rows, the full list of errors as an xlsx), then import it all or nothing.
 * Uploads wait up to CONSTANTS.staffImportTimeoutMs; the dialog stays open while one runs.
 */
export function StaffImportDialog({ hospitalId, onClose, onImported }: StaffImportDialogProps) {
  const t = useImportTexts();
  const lang = useUiLanguage();
  const api = useApi();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<TStaffImportResult | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** Runs one call with the import timeout; the dialog's controls wait meanwhile. */
  async function run<T>(what: Exclude<Busy, null>, call: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    const controller = new AbortController();
    running.current = controller;
    const timer = setTimeout(() => controller.abort(), CONSTANTS.staffImportTimeoutMs);
    setBusy(what);
    try {
      return await call(controller.signal);
    } catch (err) {
      notify.error((err as Error)?.name === 'AbortError' ? t('timeout') : errorMessage(err));
      return undefined;
    } finally {
      clearTimeout(timer);
      running.current = null;
      setBusy(null);
    }
  }

  const query = (mode?: TStaffImportMode) => ({ hospitalId, ...(mode ? { mode } : {}) });

  const downloadTemplate = () => run('template', async () => saveBlob(await api.download(endpoints.staffImportTemplate, { query: { hospitalId } }), t('templateFile')));

  const downloadErrors = (chosen: File) =>
    run('errors', async (signal) => saveBlob(await api.uploadForFile(endpoints.staffImportErrors, chosen, { query: query() }, { signal }), t('errorsFileName')));

  const check = async (chosen: File) => {
    setPreview(null);
    const result = await run('preview', async (signal) => api.upload(endpoints.staffImport, chosen, { query: query('preview') }, { signal }));
    if (result) setPreview(result);
  };

  const commit = async (chosen: File) => {
    let refused = false;
    const result = await run('commit', async (signal) => {
      try {
        return await api.upload(endpoints.staffImport, chosen, { query: query('commit') }, { signal });
      } catch (err) {
        // The catalogues changed since the check: check again to show the rows refused now.
        refused = err instanceof ApiError && err.code === 400;
        throw err;
      }
    });
    if (result) {
      notify.success(t('done'), t('doneDetail', { adds: formatCount(result.so_them_moi, lang), updates: formatCount(result.so_cap_nhat, lang) }));
      onImported();
      onClose();
    } else if (refused) await check(chosen);
  };

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setPreview(null);
    setFile(null);
    setFileProblem(null);
    if (!chosen) return;
    if (!XLSX.test(chosen.name)) setFileProblem(t('notXlsx'));
    else if (chosen.size > STAFF_IMPORT_MAX_BYTES) setFileProblem(t('tooLarge', { max: MAX_MB }));
    else setFile(chosen);
  };

  const uploading = busy === 'preview' || busy === 'commit';
  const ready = preview !== null && preview.so_loi === 0 && preview.tong_so_dong > 0;
  const footer = (
    <div className="hm-staff-import__footer">
      <Button type="button" label={t('close')} severity="secondary" outlined onClick={onClose} disabled={uploading} />
      <Button
        type="button"
        label={t('commit', { n: formatCount(preview?.tong_so_dong ?? 0, lang) })}
        icon="pi pi-upload"
        onClick={() => file && void commit(file)}
        disabled={!ready || busy !== null}
        loading={busy === 'commit'}
      />
    </div>
  );

  return (
    <ModalDialog header={t('title')} width="52rem" onHide={() => !uploading && onClose()} closable={!uploading} footer={footer}>
      <div className="hm-staff-import">
        <p className="hm-staff-import__intro">{t('intro')}</p>
        <div className="hm-staff-import__row">
          <Button
            type="button"
            label={t('template')}
            icon="pi pi-download"
            severity="secondary"
            onClick={() => void downloadTemplate()}
            loading={busy === 'template'}
            disabled={busy !== null}
          />
        </div>
        <div className="hm-staff-import__row">
          <label htmlFor={inputId} className="hm-staff-import__label">
            {t('chooseFile')}
          </label>
          <input id={inputId} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={pick} disabled={busy !== null} />
          <Button
            type="button"
            label={t('check')}
            icon="pi pi-check-square"
            onClick={() => file && void check(file)}
            disabled={!file || busy !== null}
            loading={busy === 'preview'}
          />
        </div>
        {fileProblem && <Message severity="error" text={fileProblem} className="hm-staff-import__message" />}
        {uploading && (
          <div className="hm-staff-import__progress" role="status">
            <span>{busy === 'commit' ? t('importing') : t('checking')}</span>
            <ProgressBar mode="indeterminate" aria-label={t('uploading')} className="hm-staff-import__bar" />
          </div>
        )}
        {preview && <PreviewResult result={preview} onErrors={() => file && void downloadErrors(file)} errorsBusy={busy === 'errors'} disabled={busy !== null} />}
      </div>
    </ModalDialog>
  );
}

function PreviewResult({ result, onErrors, errorsBusy, disabled }: { result: TStaffImportResult; onErrors(): void; errorsBusy: boolean; disabled: boolean }) {
  const t = useImportTexts();
  const lang = useUiLanguage();
  const n = (x: number) => formatCount(x, lang);
  const figures: [string, number][] = [
    [t('total'), result.tong_so_dong],
    [t('adds'), result.so_them_moi],
    [t('updates'), result.so_cap_nhat],
    [t('refused'), result.so_loi],
  ];
  return (
    <section className="hm-staff-import__result" aria-live="polite">
      <dl className="hm-staff-import__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="hm-staff-import__figure">
            <dt>{label}</dt>
            <dd>{n(value)}</dd>
          </div>
        ))}
      </dl>
      {result.so_loi === 0 ? (
        <Message severity="success" text={t('ready', { adds: n(result.so_them_moi), updates: n(result.so_cap_nhat) })} className="hm-staff-import__message" />
      ) : (
        <>
          <Message severity="warn" text={t('fix', { n: n(result.so_loi) })} className="hm-staff-import__message" />
          {result.so_loi > result.dong_loi.length && <p className="hm-staff-import__note">{t('shownFirst', { shown: n(result.dong_loi.length) })}</p>}
          <DataTable value={result.dong_loi} dataKey="dong" size="small" scrollable scrollHeight="18rem" aria-label={t('refused')}>
            <Column field="dong" header={t('colRow')} style={{ width: '5rem' }} />
            <Column field="ma_nhan_vien" header={t('colCode')} style={{ width: '10rem' }} />
            <Column field="ly_do" header={t('colReason')} />
          </DataTable>
          <div>
            <Button type="button" label={t('errorsFile')} icon="pi pi-file-excel" severity="secondary" onClick={onErrors} loading={errorsBusy} disabled={disabled} />
          </div>
        </>
      )}
    </section>
  );
}
