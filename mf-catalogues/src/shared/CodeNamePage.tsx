import type { CrudResource, InputOf, RowOf } from '@hm/platform';
import { type ColumnDef, type FieldDef, ResourcePage } from '@hm/ui/crud';
import { useCataloguesTranslation } from '../i18n';

type Both<R extends CrudResource> = Extract<keyof RowOf<R>, string> & Extract<keyof InputOf<R>, string>;

export interface CodeNameScreen<R extends CrudResource> {
  resource: R;
  /** The screen's texts under `pages.<texts>`: title, add, code, name. */
  texts: 'departments' | 'jobTitles' | 'positions' | 'projects';
  icon: string;
  code: Both<R>;
  name: Both<R>;
  /** Columns and fields after the code and the name. */
  columns?: ColumnDef<RowOf<R>>[];
  fields?: FieldDef<InputOf<R>>[];
}

/**
 * A catalogue of rows with a code, a name and the active flag (departments, job titles,
 * positions, projects), plus the columns and fields of its own.
 * @example <CodeNamePage screen={{ resource: position, texts: 'positions', icon: 'pi pi-star', code: 'ma_chuc_vu', name: 'ten_chuc_vu' }} />
 */
export function CodeNamePage<R extends CrudResource>({ screen }: { screen: CodeNameScreen<R> }) {
  const { t } = useCataloguesTranslation();
  const p = (k: string) => t(`pages.${screen.texts}.${k}`);
  return (
    <ResourcePage
      config={{
        resource: screen.resource,
        title: p('title'),
        addLabel: p('add'),
        icon: screen.icon,
        columns: [
          { field: screen.code, header: p('code') },
          { field: screen.name, header: p('name') },
          ...(screen.columns ?? []),
          { field: 'tam_ngung' as Both<R>, header: t('pages.status'), kind: 'active' },
        ],
        form: [{ name: screen.code, label: p('code'), kind: 'text' }, { name: screen.name, label: p('name'), kind: 'text' }, ...(screen.fields ?? [])],
      }}
    />
  );
}
