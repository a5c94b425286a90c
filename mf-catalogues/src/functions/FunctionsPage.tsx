import { appFunction, endpoints, type TFunction } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { useState } from 'react';
import { useCataloguesTranslation } from '../i18n';
import { CloneDialog } from '../shared/CloneDialog';
import { useModuleOptions, useProjectId } from '../shared/project-options';

/** HeThongDanhMuc/ChucNang: the functions (permissions) of a project, by module, with clone. */
export default function FunctionsPage() {
  const { t } = useCataloguesTranslation();
  const [cloning, setCloning] = useState<TFunction | null>(null);
  const projectId = useProjectId();
  const modules = useModuleOptions();
  const p = (k: string) => t(`pages.functions.${k}`);
  return (
    <>
      <ResourcePage
        config={{
          resource: appFunction,
          title: p('title'),
          addLabel: p('add'),
          icon: 'pi pi-key',
          pageSize: 20,
          filters: [
            { kind: 'select', name: 'duAnId', label: p('project'), combo: endpoints.projectCombo },
            { kind: 'select', name: 'module', label: p('module'), options: [{ value: null, label: t('pages.all') }, ...modules] },
          ],
          columns: [
            { field: 'ma_chuc_nang', header: p('code') },
            { field: 'ten_chuc_nang', header: p('name') },
            { field: 'ten_chuc_nang_english', header: p('nameEn') },
            { field: 'module', header: p('module') },
          ],
          defaults: () => ({ du_an_id: projectId ?? undefined }),
          form: [
            { name: 'du_an_id', label: p('project'), kind: 'select', combo: endpoints.projectCombo },
            { name: 'ma_chuc_nang', label: p('code'), kind: 'text' },
            { name: 'ten_chuc_nang', label: p('name'), kind: 'text' },
            { name: 'ten_chuc_nang_english', label: p('nameEn'), kind: 'text' },
            { name: 'module', label: p('module'), kind: 'select', options: modules },
          ],
          rowLabel: (f) => f.ma_chuc_nang,
          rowActions: [{ icon: 'pi pi-copy', label: p('clone'), onClick: setCloning }],
        }}
      />
      {cloning && (
        <CloneDialog endpoint={endpoints.functionClone} queryKey={appFunction.name} id={cloning.chuc_nang_id} name={cloning.ma_chuc_nang} onClose={() => setCloning(null)} />
      )}
    </>
  );
}
