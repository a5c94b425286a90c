import { project } from '@hm/contract';
import { useCataloguesTranslation } from '../i18n';
import { CodeNamePage } from '../shared/CodeNamePage';

/** HeThongDanhMuc/DuAn: projects (danh-muc-du-an); menus, functions and reports belong to one. */
export default function ProjectsPage() {
  const { t } = useCataloguesTranslation();
  const description = t('pages.projects.description');
  return (
    <CodeNamePage
      screen={{
        resource: project,
        texts: 'projects',
        icon: 'pi pi-folder',
        code: 'ma_du_an',
        name: 'ten_du_an',
        columns: [{ field: 'mo_ta', header: description }],
        fields: [{ name: 'mo_ta', label: description, kind: 'textarea' }],
      }}
    />
  );
}
