import type { TStaffInvitation } from '@hm/contract';
import { Tag } from 'primereact/tag';
import { useSurveyTranslation } from '../i18n';
import { formatWire } from '../shared/time';

/**
 * What the pick list knows of a staff member's invitation: 'Đã mời' with when (the invitation
 * mail, else when added), 'Đã bình chọn', left during the survey, and the last reminder.
 */
export function InvitationMarks({ row }: { row: TStaffInvitation }) {
  const { t } = useSurveyTranslation();
  if (row.nhan_vien_khao_sat_id === null) return <span className="hm-survey-muted">{t('staffInvite.notInvited')}</span>;
  return (
    <span className="hm-survey-marks">
      <span className="hm-survey-tags">
        <Tag value={t('staffInvite.invited')} severity="info" />
        {row.status_khao_sat === 2 && <Tag value={t('staffInvite.voted')} severity="success" />}
        {row.ineligible && <Tag value={t('participants.colIneligible')} severity="secondary" />}
      </span>
      {row.invited_at ? (
        <small>{t('staffInvite.mailedAt', { at: formatWire(row.invited_at) })}</small>
      ) : (
        row.added_at && <small className="hm-survey-muted">{t('staffInvite.addedAt', { at: formatWire(row.added_at) })}</small>
      )}
      {row.reminded_at && <small>{t('staffInvite.remindedAt', { at: formatWire(row.reminded_at) })}</small>}
    </span>
  );
}
