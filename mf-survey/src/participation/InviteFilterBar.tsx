import { endpoints } from '@hm/contract';
import { EndpointSelect } from '@hm/ui/crud';
import { SearchBox } from '@hm/ui/page';
import { Checkbox } from 'primereact/checkbox';
import { useSurveyTranslation } from '../i18n';
import type { InviteFilters } from './invite-filters';

/** MSettingUser's filters: the hospital's departments and job titles, staff not yet invited, keyword. */
export function InviteFilterBar({ hospitalId, filters, onChange }: { hospitalId: number; filters: InviteFilters; onChange: (patch: Partial<InviteFilters>) => void }) {
  const { t } = useSurveyTranslation();
  const ids = (v: number | number[] | null) => (Array.isArray(v) ? v : []);
  return (
    <div className="hm-toolbar" role="search" aria-label={t('staffInvite.filters')}>
      <div className="hm-field">
        <label htmlFor="hm-survey-invite-departments">{t('staffInvite.filterDepartments')}</label>
        <EndpointSelect
          inputId="hm-survey-invite-departments"
          endpoint={endpoints.departmentCombo}
          query={{ hospitalId }}
          multiple
          placeholder={t('crud.all')}
          value={filters.departments}
          onChange={(v) => onChange({ departments: ids(v) })}
        />
      </div>
      <div className="hm-field">
        <label htmlFor="hm-survey-invite-job-titles">{t('staffInvite.filterJobTitles')}</label>
        <EndpointSelect
          inputId="hm-survey-invite-job-titles"
          endpoint={endpoints.jobTitleCombo}
          query={{ hospitalId }}
          multiple
          placeholder={t('crud.all')}
          value={filters.jobTitles}
          onChange={(v) => onChange({ jobTitles: ids(v) })}
        />
      </div>
      <div className="hm-survey-check">
        <Checkbox inputId="hm-survey-invite-not-invited" checked={filters.notInvited} onChange={(e) => onChange({ notInvited: e.checked === true })} />
        <label htmlFor="hm-survey-invite-not-invited">{t('staffInvite.notInvitedOnly')}</label>
      </div>
      <SearchBox labelHidden id="hm-survey-invite-search" onSearch={(keyword) => onChange({ keyword })} />
    </div>
  );
}
