import { endpoints, menu, type TMenuRow } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { useState } from 'react';
import { useCataloguesTranslation } from '../i18n';
import { CloneDialog } from '../shared/CloneDialog';
import { useModuleOptions, useProjectId } from '../shared/project-options';

/** HeThongDanhMuc/Menu: the menu tree of a project (parent, level, order), with clone. */
export default function MenusPage() {
  const { t } = useCataloguesTranslation();
  const [cloning, setCloning] = useState<TMenuRow | null>(null);
  const projectId = useProjectId();
  const modules = useModuleOptions();
  const p = (k: string) => t(`pages.menus.${k}`);
  return (
    <>
      <ResourcePage
        config={{
          resource: menu,
          title: p('title'),
          addLabel: p('add'),
          icon: 'pi pi-bars',
          pageSize: 20,
          filters: [{ kind: 'select', name: 'duAnId', label: p('project'), combo: endpoints.projectCombo }],
          columns: [
            { field: 'ma_menu', header: p('code') },
            { field: 'menu_name', header: p('name') },
            { field: 'menu_name_english', header: p('nameEn') },
            { field: 'path', header: p('path') },
            { field: 'ten_menu_cha', header: p('parent') },
            { field: 'cap', header: p('level') },
            { field: 'order_by', header: p('order') },
            { field: 'module', header: p('module') },
          ],
          defaults: () => ({ du_an_id: projectId ?? undefined, module: 'core' as const, order_by: 0 }),
          form: [
            { name: 'du_an_id', label: p('project'), kind: 'select', combo: endpoints.projectCombo },
            { name: 'ma_menu', label: p('code'), kind: 'text', readOnlyOnEdit: true },
            { name: 'menu_name', label: p('name'), kind: 'text' },
            { name: 'menu_name_english', label: p('nameEn'), kind: 'text' },
            { name: 'parent_id', label: p('parent'), kind: 'select', combo: endpoints.menuCombo },
            { name: 'path', label: p('path'), kind: 'text' },
            { name: 'icon', label: p('icon'), kind: 'text', hint: 'pi pi-home' },
            { name: 'order_by', label: p('order'), kind: 'number' },
            { name: 'module', label: p('module'), kind: 'select', options: modules },
          ],
          rowLabel: (m) => m.menu_name,
          rowActions: [{ icon: 'pi pi-copy', label: p('clone'), onClick: setCloning }],
        }}
      />
      {cloning && <CloneDialog endpoint={endpoints.menuClone} queryKey={menu.name} id={cloning.menu_id} name={cloning.menu_name} onClose={() => setCloning(null)} />}
    </>
  );
}
