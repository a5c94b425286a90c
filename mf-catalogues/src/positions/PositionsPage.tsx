import { position } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { useCataloguesTranslation } from '../i18n';

/** HeThongDanhMuc/ChucVu: the positions of a hospital. */
export default function PositionsPage() {
  const { t } = useCataloguesTranslation();
  return (
    <ResourcePage
      config={{
        resource: position, title: t('pages.positions.title'), addLabel: t('pages.positions.add'), icon: 'pi pi-star',
        columns: [
          { field: 'ma_chuc_vu', header: t('pages.positions.code') },
          { field: 'ten_chuc_vu', header: t('pages.positions.name') },
          { field: 'tam_ngung', header: t('pages.status'), kind: 'active' },
        ],
        form: [
          { name: 'ma_chuc_vu', label: t('pages.positions.code'), kind: 'text' },
          { name: 'ten_chuc_vu', label: t('pages.positions.name'), kind: 'text' },
        ],
      }}
    />
  );
}
