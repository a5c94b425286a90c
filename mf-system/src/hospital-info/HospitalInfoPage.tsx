import { endpoints } from '@hm/contract';
import { comboQuery, useApi, useCurrentUser, useAddressParams } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { resolveHospital } from '@hm/ui/crud';
import { Field } from '@hm/ui/form';
import { Page } from '@hm/ui/page';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useSystemTranslation } from '../i18n';
import './hospital-info.css';
import { HospitalInfoForm } from './HospitalInfoForm';
import { BenchmarkConsentSection } from './BenchmarkConsentSection';
import { RetentionSection } from './RetentionSection';

/**
 * HeThong/ThongTinBenhVien: the information of the caller's hospital; a caller with several
 * hospitals (a system administrator: every one) picks it, kept in the URL (`?hospitalId=`).
 */
export default function HospitalInfoPage() {
  const { t } = useSystemTranslation();
  const api = useApi();
  const homeId = useCurrentUser()?.hospital?.hospital_id ?? null;
  const [params, setParams] = useAddressParams();
  const hospitals = useQuery(comboQuery(api, endpoints.hospitalAuth));
  const asked = Number(params.get('hospitalId')) || null;
  const hospitalId = hospitals.data ? resolveHospital(asked, hospitals.data, homeId) : null;
  const hospital = useQuery({
    queryKey: ['hospital', 'detail', hospitalId],
    queryFn: ({ signal }) => api.call(endpoints.hospitalById, { params: { id: hospitalId! } }, { silent: true, signal }),
    enabled: hospitalId !== null,
  });
  const picker = (hospitals.data?.length ?? 0) > 1 && (
    <div className="hm-toolbar">
      <Field id="hm-hospital-info-pick" label={t('hospitalInfo.hospital')}>
        <Dropdown
          inputId="hm-hospital-info-pick"
          value={hospitalId}
          options={hospitals.data}
          optionLabel="name"
          optionValue="id"
          filter
          onChange={(e) => setParams({ hospitalId: String(e.value) }, { replace: true })}
        />
      </Field>
    </div>
  );
  const body = () => {
    if (hospitals.isError) return <QueryError error={hospitals.error} onRetry={() => void hospitals.refetch()} />;
    if (hospitals.data && hospitalId === null) return <EmptyState icon="pi pi-building" title={t('hospitalInfo.noHospital')} />;
    if (hospital.isError) return <QueryError error={hospital.error} onRetry={() => void hospital.refetch()} />;
    if (!hospital.data) return <LoadingBlock height="24rem" />;
    // A new form per hospital, so its values start from the hospital shown.
    return (
      <>
        <HospitalInfoForm key={hospital.data.hospital_id} hospital={hospital.data} />
        <RetentionSection hospitalId={hospital.data.hospital_id} />
        <BenchmarkConsentSection hospitalId={hospital.data.hospital_id} />
      </>
    );
  };
  return (
    <Page title={t('hospitalInfo.title')}>
      {picker}
      {body()}
    </Page>
  );
}
