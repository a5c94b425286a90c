import { hospital, moduleName, type THospital } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { useCataloguesTranslation } from '../i18n';
import { HospitalDialog } from './HospitalDialog';

/** HeThongDanhMuc/BenhVien: the hospitals (system administrators write; others see theirs). */
export default function HospitalsPage() {
  const { t, i18n } = useCataloguesTranslation();
  const modules = (r: THospital) => r.modules.map((m) => moduleName(m, i18n.language)).join(', ');
  const h = (k: string) => t(`pages.hospitals.${k}`);
  const address = (r: THospital) => [r.dia_chi, r.ten_xa, r.ten_tinh].filter(Boolean).join(', ');
  return (
    <ResourcePage
      config={{
        resource: hospital,
        title: h('title'),
        addLabel: h('add'),
        icon: 'pi pi-building',
        columns: [
          { field: 'ma_benh_vien', header: h('code') },
          { field: 'name', header: h('name') },
          { header: h('address'), body: address, text: address },
          { field: 'so_giuong', header: h('beds') },
          { header: h('modules'), body: modules, text: modules },
          { field: 'tam_ngung', header: t('pages.status'), kind: 'active' },
        ],
        rowLabel: (r) => r.name,
        dialog: ({ row, close }) => <HospitalDialog row={row} onClose={close} />,
      }}
    />
  );
}
