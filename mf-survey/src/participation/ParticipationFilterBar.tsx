import type { THospitalVersion } from '@hm/contract';
import { SearchBox } from '@hm/ui/page';
import { Dropdown } from 'primereact/dropdown';
import { useSurveyTranslation } from '../i18n';
import { ALL, type ParticipationFilters } from './participation-filters';
import { VersionHospitalPicker } from './VersionHospitalPicker';

/** TableUser's filters: hospital, status, validity, eligibility and keyword. */
export function ParticipationFilterBar({
  hospitals,
  filters,
  onChange,
}: {
  hospitals: THospitalVersion[];
  filters: ParticipationFilters;
  onChange: (patch: Partial<ParticipationFilters>) => void;
}) {
  const { t } = useSurveyTranslation();
  const all = { value: ALL, label: t('crud.all') };
  const select = (id: string, label: string, value: unknown, options: { value: unknown; label: string }[], key: keyof ParticipationFilters) => (
    <div className="hm-field">
      <label htmlFor={id}>{label}</label>
      <Dropdown inputId={id} value={value} options={options} onChange={(e) => onChange({ [key]: e.value } as Partial<ParticipationFilters>)} />
    </div>
  );
  return (
    <>
      {hospitals.length > 1 && (
        <VersionHospitalPicker id="hm-survey-participants-hospital" hospitals={hospitals} value={filters.hospitalId} allowAll onChange={(id) => onChange({ hospitalId: id })} />
      )}
      {select(
        'hm-survey-participants-status',
        t('participants.status'),
        filters.status,
        [all, { value: 1, label: t('status.staff.1') }, { value: 2, label: t('status.staff.2') }],
        'status',
      )}
      {select(
        'hm-survey-participants-validity',
        t('participants.validity'),
        filters.validity,
        [all, { value: -1, label: t('status.validity.-1') }, { value: 1, label: t('status.validity.1') }, { value: 0, label: t('status.validity.0') }],
        'validity',
      )}
      {select(
        'hm-survey-participants-ineligible',
        t('participants.ineligibleFilter'),
        filters.ineligible,
        [all, { value: 'false', label: t('participants.eligibleOnly') }, { value: 'true', label: t('participants.ineligibleOnly') }],
        'ineligible',
      )}
      <SearchBox labelHidden id="hm-survey-participants-search" onSearch={(keyword) => onChange({ keyword })} />
    </>
  );
}
