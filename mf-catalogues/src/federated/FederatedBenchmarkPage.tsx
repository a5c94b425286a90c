import { Page } from '@hm/ui/page';
import { useCataloguesTranslation } from '../i18n';
import '../shared/catalogues.css';
import { CollectorSection } from './CollectorSection';
import { ConnectionSection } from './ConnectionSection';
import './federated.css';

/**
 * HeThongDanhMuc/DiemChuanLienKet (system administrators, docs/decisions/federated-benchmark.md):
 * this installation's connection to a benchmark collector and fetching its publication; on a
 * collector, the contributing installations and their credentials.
 */
export default function FederatedBenchmarkPage() {
  const { t } = useCataloguesTranslation();
  return (
    <Page title={t('federated.title')}>
      <p className="hm-cat-intro">{t('federated.intro')}</p>
      <div className="hm-fed">
        <ConnectionSection />
        <CollectorSection />
      </div>
    </Page>
  );
}
