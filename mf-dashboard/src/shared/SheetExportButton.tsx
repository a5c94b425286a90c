import { toWireTime } from '@hm/contract';
import { errorMessage, notify } from '@hm/platform';
import { saveXlsx, type SheetCell } from '@hm/ui/crud';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useDashboardTranslation } from '../i18n';

export interface Sheet {
  headers: string[];
  rows: SheetCell[][];
}

/**
 * 'Xuất Excel' of what a dashboard page shows (the figures on screen, suppressed groups left
 * empty as on screen), named with the page, the version and the day in Asia/Ho_Chi_Minh.
 * @example <SheetExportButton name="percent-data" versionId={3} sheet={() => ({ headers, rows })} />
 */
export function SheetExportButton({ name, versionId, sheet }: { name: string; versionId: number | null; sheet: (() => Sheet | Promise<Sheet>) | null }) {
  const { t } = useDashboardTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!sheet) return;
    setBusy(true);
    try {
      const s = await sheet();
      await saveXlsx(`${name}${versionId ? `_v${versionId}` : ''}_${toWireTime(new Date()).slice(0, 10)}`, s.headers, s.rows);
      notify.success(t('export.done'));
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return <Button type="button" label={t('export.sheet')} icon="pi pi-file-excel" outlined disabled={!sheet} loading={busy} onClick={() => void run()} />;
}
