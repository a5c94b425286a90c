import { jobTitle } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { useCataloguesTranslation } from '../i18n';

/** HeThongDanhMuc/ChucDanh: the job titles of a hospital; a doctor's job title lists its staff as doctors. */
export default function JobTitlesPage() {
  const { t } = useCataloguesTranslation();
  return (
    <ResourcePage
      config={{
        resource: jobTitle, title: t('pages.jobTitles.title'), addLabel: t('pages.jobTitles.add'), icon: 'pi pi-briefcase',
        columns: [
          { field: 'ma_chuc_danh', header: t('pages.jobTitles.code') },
          { field: 'ten_chuc_danh', header: t('pages.jobTitles.name') },
          { field: 'la_bac_si', header: t('pages.jobTitles.doctor'), kind: 'boolean' },
          { field: 'tam_ngung', header: t('pages.status'), kind: 'active' },
        ],
        form: [
          { name: 'ma_chuc_danh', label: t('pages.jobTitles.code'), kind: 'text' },
          { name: 'ten_chuc_danh', label: t('pages.jobTitles.name'), kind: 'text' },
          { name: 'la_bac_si', label: t('pages.jobTitles.doctor'), kind: 'switch', hint: t('pages.jobTitles.doctorHint') },
        ],
      }}
    />
  );
}
