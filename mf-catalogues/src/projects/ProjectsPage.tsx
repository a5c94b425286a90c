import { project } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { useCataloguesTranslation } from '../i18n';

/** HeThongDanhMuc/DuAn: projects (danh-muc-du-an); menus, functions and reports belong to one. */
export default function ProjectsPage() {
  const { t } = useCataloguesTranslation();
  return (
    <ResourcePage
      config={{
        resource: project, title: t('pages.projects.title'), addLabel: t('pages.projects.add'), icon: 'pi pi-folder',
        columns: [
          { field: 'ma_du_an', header: t('pages.projects.code') },
          { field: 'ten_du_an', header: t('pages.projects.name') },
          { field: 'mo_ta', header: t('pages.projects.description') },
          { field: 'tam_ngung', header: t('pages.status'), kind: 'active' },
        ],
        form: [
          { name: 'ma_du_an', label: t('pages.projects.code'), kind: 'text' },
          { name: 'ten_du_an', label: t('pages.projects.name'), kind: 'text' },
          { name: 'mo_ta', label: t('pages.projects.description'), kind: 'textarea' },
        ],
      }}
    />
  );
}
