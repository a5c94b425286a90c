import { ahrqDepartment, ahrqJobTitle, type TAhrqKind } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { Message } from 'primereact/message';
import { useCataloguesTranslation } from '../i18n';

/** The two system-wide AHRQ lists, as the contract declares them. */
const RESOURCES = { phong_ban: ahrqDepartment, chuc_danh: ahrqJobTitle } as const satisfies Record<TAhrqKind, unknown>;

/**
 * HeThongDanhMuc/PhongBanAhrq and ChucDanhAhrq: the AHRQ unit and staff-position lists hospitals
 * map their departments and job titles to; shared by every hospital, so only system
 * administrators write (the server refuses the others).
 */
export default function AhrqCategoriesPage({ kind }: { kind: TAhrqKind }) {
  const { t } = useCataloguesTranslation();
  const a = (k: string) => t(`pages.ahrq.${k}`);
  const page = kind === 'phong_ban' ? 'ahrqUnits' : 'ahrqPositions';
  return (
    <ResourcePage
      config={{
        resource: RESOURCES[kind],
        title: t(`pages.${page}.title`),
        addLabel: t(`pages.${page}.add`),
        icon: 'pi pi-th-large',
        query: { tam_ngung: true },
        notice: <Message severity="info" text={a('systemOnly')} />,
        columns: [
          { field: 'thu_tu', header: a('order') },
          { field: 'ma', header: a('code') },
          { field: 'ten_vi', header: a('nameVi') },
          { field: 'ten_en', header: a('nameEn') },
          { field: 'nhom_vi', header: a('groupVi') },
          { field: 'tam_ngung', header: t('pages.status'), kind: 'active' },
        ],
        form: [
          { name: 'ma', label: a('code'), kind: 'text' },
          { name: 'ten_vi', label: a('nameVi'), kind: 'text' },
          { name: 'ten_en', label: a('nameEn'), kind: 'text' },
          { name: 'nhom_vi', label: a('groupVi'), kind: 'text' },
          { name: 'nhom_en', label: a('groupEn'), kind: 'text' },
          { name: 'thu_tu', label: a('order'), kind: 'number' },
        ],
        rowLabel: (r) => r.ten_vi,
      }}
    />
  );
}
