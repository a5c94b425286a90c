import { LICENSABLE_MODULES, moduleName, type THospitalLicences } from '@hm/contract';
import { ResourcePage } from '@hm/ui/crud';
import { Tag } from 'primereact/tag';
import { useSystemTranslation } from '../i18n';
import { licences } from './licence-resource';
import { LicenceDialog } from './LicenceDialog';

/** HeThong/PhanQuyenBenhVien: each hospital's module licences (system administrators). */
export default function LicencesPage() {
  const { t, i18n } = useSystemTranslation();
  const state = (r: THospitalLicences, m: string) => {
    const l = r.licences.find((x) => x.module === m);
    if (!l) return { label: t('licences.off'), severity: 'secondary' as const, period: '' };
    const period = l.valid_from || l.valid_to ? `${l.valid_from ?? '…'} – ${l.valid_to ?? '…'}` : '';
    return l.active ? { label: t('licences.on'), severity: 'success' as const, period } : { label: t('licences.expired'), severity: 'danger' as const, period };
  };
  return (
    <ResourcePage
      config={{
        resource: licences,
        title: t('licences.title'),
        icon: 'pi pi-building',
        idPrefix: 'hm-licence',
        exportFile: false,
        rowLabel: (r: THospitalLicences) => r.name,
        columns: [
          { field: 'ma_benh_vien', header: t('licences.code') },
          { field: 'name', header: t('licences.name') },
          ...LICENSABLE_MODULES.map((m) => ({
            header: moduleName(m, i18n.language),
            body: (r: THospitalLicences) => {
              const s = state(r, m);
              return (
                <span title={s.period}>
                  <Tag value={s.label} severity={s.severity} />
                  {s.period && <small> {s.period}</small>}
                </span>
              );
            },
          })),
        ],
        dialog: ({ row, close }) => (row ? <LicenceDialog row={row} onClose={close} /> : null),
      }}
    />
  );
}
