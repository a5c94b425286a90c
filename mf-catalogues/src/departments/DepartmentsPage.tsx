import { department } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { useCataloguesTranslation } from '../i18n';

/** HeThongDanhMuc/PhongBan: the departments of a hospital. */
export default function DepartmentsPage() {
  const { t } = useCataloguesTranslation();
  return (
    <ResourcePage
      config={{
        resource: department, title: t('pages.departments.title'), addLabel: t('pages.departments.add'), icon: 'pi pi-sitemap',
        columns: [
          { field: 'ma_phong_ban', header: t('pages.departments.code') },
          { field: 'ten_phong_ban', header: t('pages.departments.name') },
          { field: 'tam_ngung', header: t('pages.status'), kind: 'active' },
        ],
        form: [
          { name: 'ma_phong_ban', label: t('pages.departments.code'), kind: 'text' },
          { name: 'ten_phong_ban', label: t('pages.departments.name'), kind: 'text' },
        ],
      }}
    />
  );
}
