import { Message } from 'primereact/message';
import type { HospitalRef } from '../filters/dashboard-filters';
import { useDashboardTranslation } from '../i18n';

/**
 * Says what the all-hospital figures are: pooled by respondent (each response counts once), not
 * an average of the hospitals, and which hospitals they include.
 * @example <PooledNotice hospitals={scope.hospitals} />
 */
export function PooledNotice({ hospitals }: { hospitals: HospitalRef[] }) {
  const { t } = useDashboardTranslation();
  return (
    <Message
      severity="info"
      className="hm-dash-message"
      content={
        <div className="hm-dash-pooled" data-pooled>
          <strong>{t('hmc.pooled')}</strong>
          <span>
            {t('hmc.included', { count: hospitals.length })} <span data-hospitals>{hospitals.map((h) => h.name).join(', ')}</span>
          </span>
        </div>
      }
    />
  );
}
