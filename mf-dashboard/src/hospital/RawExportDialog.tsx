import { ModalDialog } from '@hm/ui/dialog';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { useDashboardTranslation } from '../i18n';

export interface RawExportDialogProps {
  /** Starts the export; `comments`: with the free-text comments. */
  onExport: (comments: boolean) => void;
  onHide: () => void;
  busy: boolean;
}

/**
 * Asks before a respondent-level export: whether to include the free-text comments (left out
 * unless asked, as they may name people), and says that the export is recorded.
 * @example {asking && <RawExportDialog busy={exportRaw.isPending} onExport={run} onHide={() => setAsking(false)} />}
 */
export function RawExportDialog({ onExport, onHide, busy }: RawExportDialogProps) {
  const { t } = useDashboardTranslation();
  const [comments, setComments] = useState(false);
  return (
    <ModalDialog
      header={t('export.rawTitle')}
      width="34rem"
      onHide={onHide}
      footer={
        <div className="hm-dash-dialog-footer">
          <Button type="button" label={t('common.cancel')} outlined onClick={onHide} disabled={busy} />
          <Button type="button" label={t('export.run')} icon="pi pi-download" loading={busy} onClick={() => onExport(comments)} autoFocus />
        </div>
      }
    >
      <p>{t('export.rawDetail')}</p>
      <div className="hm-dash-check">
        <Checkbox inputId="hm-dash-raw-comments" checked={comments} onChange={(e) => setComments(e.checked === true)} />
        <label htmlFor="hm-dash-raw-comments">{t('export.withComments')}</label>
      </div>
      <p className="hm-dash-muted">{t('export.audit')}</p>
    </ModalDialog>
  );
}
