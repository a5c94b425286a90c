import { AHRQ_KINDS } from '@hm/contract';
import { LoadingBlock, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useMappingSummary } from '../api/mapping';
import { useCataloguesTranslation } from '../i18n';
import '../shared/catalogues.css';
import { HospitalGate } from '../shared/HospitalGate';
import { HospitalPicker } from '../shared/HospitalPicker';
import { useHospitalChoice } from '../shared/useHospitalChoice';
import { MappingSummaryCard } from './MappingSummaryCard';

/** /Mapping: how far the chosen hospital's departments and job titles are mapped to the AHRQ categories. */
export default function MappingIndexPage() {
  const { t } = useCataloguesTranslation();
  const choice = useHospitalChoice();
  const summary = useMappingSummary(choice.hospitalId);

  return (
    <Page title={t('mapping.indexTitle')} subtitle={summary.data?.hospital_name ?? choice.hospital?.name}>
      <p className="hm-cat-intro">{t('mapping.indexIntro')}</p>
      <HospitalGate choice={choice}>
        {(hospitalId) => (
          <>
            {choice.hospitals.length > 1 && (
              <div className="hm-toolbar">
                <HospitalPicker id="hm-cat-index-hospital" hospitals={choice.hospitals} value={hospitalId} onChange={choice.set} />
              </div>
            )}
            {summary.isError ? (
              <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
            ) : !summary.data ? (
              <LoadingBlock className="hm-cat-loading" />
            ) : (
              <div className="hm-cat-cards">
                {AHRQ_KINDS.map((kind) => (
                  <MappingSummaryCard key={kind} kind={kind} count={summary.data[kind]} hospitalId={hospitalId} />
                ))}
              </div>
            )}
          </>
        )}
      </HospitalGate>
    </Page>
  );
}
