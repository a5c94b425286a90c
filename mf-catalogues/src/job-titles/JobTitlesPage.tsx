import { jobTitle } from '@hm/contract';
import { useCataloguesTranslation } from '../i18n';
import { CodeNamePage } from '../shared/CodeNamePage';

/** HeThongDanhMuc/ChucDanh: the job titles of a hospital; a doctor's job title lists its staff as doctors. */
export default function JobTitlesPage() {
  const { t } = useCataloguesTranslation();
  return (
    <CodeNamePage
      screen={{
        resource: jobTitle,
        texts: 'jobTitles',
        icon: 'pi pi-briefcase',
        code: 'ma_chuc_danh',
        name: 'ten_chuc_danh',
        columns: [{ field: 'la_bac_si', header: t('pages.jobTitles.doctor'), kind: 'boolean' }],
        fields: [{ name: 'la_bac_si', label: t('pages.jobTitles.doctor'), kind: 'switch', hint: t('pages.jobTitles.doctorHint') }],
      }}
    />
  );
}
