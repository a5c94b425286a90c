import { errorMessage, notify, saveBlob } from '@hm/platform';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useReportsTranslation } from '../i18n';

export interface ExportCardProps {
  /** Prefix of the card's element ids. */
  id: string;
  title: string;
  detail: string;
  /** Why the file cannot be exported now (the button is disabled and says so), or null. */
  reason: string | null;
  fileName: string;
  /** Fetches the file; a refusal rejects with the server's message. */
  fetchFile: () => Promise<Blob>;
  /** Options of the file (e.g. the comments box). */
  children?: ReactNode;
}

/**
 * One downloadable file of the export page: what it holds, why it is not available, a download
 * button busy while the file is prepared, and the server's refusal in place.
 * @example <ExportCard id="hm-export-raw" title="Dữ liệu thô" detail="…" reason={null} fileName="a.xlsx" fetchFile={() => api.download(e, args)} />
 */
export function ExportCard({ id, title, detail, reason, fileName, fetchFile, children }: ExportCardProps) {
  const { t } = useReportsTranslation();
  const download = useMutation({
    mutationFn: async () => saveBlob(await fetchFile(), fileName),
    onSuccess: () => notify.success(t('export.done', { name: fileName })),
  });
  const describedBy = [`${id}-detail`, reason ? `${id}-reason` : null, download.isError ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <article className="hm-export-card" aria-labelledby={`${id}-title`} aria-busy={download.isPending}>
      <h3 id={`${id}-title`} className="hm-export-card__title">
        {title}
      </h3>
      <p id={`${id}-detail`} className="hm-export-card__detail">
        {detail}
      </p>
      {children}
      {reason && (
        <p id={`${id}-reason`} className="hm-export-card__reason">
          <i className="pi pi-info-circle" aria-hidden="true" /> {reason}
        </p>
      )}
      {download.isError && (
        <p id={`${id}-error`} className="hm-export-card__error" role="alert">
          <i className="pi pi-times-circle" aria-hidden="true" /> {t('export.refused')}: {errorMessage(download.error)}
        </p>
      )}
      <div className="hm-export-card__actions">
        <Button
          type="button"
          label={t('export.download')}
          aria-label={t('export.downloadNamed', { name: title })}
          aria-describedby={describedBy}
          icon="pi pi-download"
          loading={download.isPending}
          disabled={reason !== null || download.isPending}
          onClick={() => download.mutate()}
        />
      </div>
    </article>
  );
}
