import { endpoints } from '@hm/contract';
import { Button } from 'primereact/button';
import { useFileDownload } from '../api/download';
import { useDashboardTranslation } from '../i18n';

/**
 * The plan's saved attachments, each a download button (the file's name when the uploads list
 * gave it, else its number); any user of the file's hospital may download it.
 * @example <AttachedFiles ids={row.tep_dinh_kem} names={new Map([[3, 'bien-ban.pdf']])} />
 */
export function AttachedFiles({ ids, names }: { ids: readonly number[]; names: ReadonlyMap<number, string> }) {
  const { t } = useDashboardTranslation();
  const download = useFileDownload(endpoints.uploadFile);
  if (ids.length === 0) return null;
  return (
    <ul className="hm-plan-files" aria-label={t('actionPlans.attachments.saved')}>
      {ids.map((id) => {
        const name = names.get(id) ?? t('actionPlans.attachments.file', { id });
        return (
          <li key={id}>
            <Button
              type="button"
              icon="pi pi-download"
              label={t('actionPlans.attachments.download', { name })}
              link
              size="small"
              onClick={() => download.mutate({ args: { params: { id }, query: {} }, fileName: name })}
            />
          </li>
        );
      })}
    </ul>
  );
}
