import { ApiError, endpoints, REMINDER_HOUR, type TScheduledAction, type TScheduleStatus } from '@hm/contract';
import { canCall, useCurrentUser } from '@hm/platform';
import { QueryError } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { Field, invalidProps } from '@hm/ui/form';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { formatWire } from '../shared/time';
import { useSchedule } from './schedule-api';
import { pickerDay, queuedOf, reasonOf, sortActions } from './schedule-view';
import './schedule.css';

const SEVERITY: Record<TScheduleStatus, 'info' | 'success' | 'secondary' | 'danger' | 'warning'> = {
  pending: 'info',
  done: 'success',
  skipped: 'secondary',
  failed: 'danger',
  cancelled: 'secondary',
};
const HOUR = String(REMINDER_HOUR).padStart(2, '0');
/** The time field's default: the reminder hour of the schedule (sent only when the manager changes it). */
const DEFAULT_TIME = `${HOUR}:00`;

export interface ScheduleSectionProps {
  versionId: number;
  /** Whether the version can still change (not closed, not a template): else the list only. */
  editable: boolean;
}

/**
 * "Lịch tự động / Schedule" of a version (docs/decisions/campaign-schedule.md): its opening,
 * closing and reminders with their state (what ran, what failed and why), a pending one
 * cancelled after a confirmation, and a reminder added on a day (sent at 08:00 Vietnamese time,
 * or the hour the manager sets, to invited staff who have not voted). The server's refusal shows on the day field.
 */
export function ScheduleSection({ versionId, editable }: ScheduleSectionProps) {
  const { t } = useSurveyTranslation();
  const user = useCurrentUser();
  const schedule = useSchedule(versionId);
  const mayAdd = editable && canCall(user, endpoints.scheduleReminderCreate);
  const mayCancel = canCall(user, endpoints.scheduleCancel);
  const [day, setDay] = useState<Date | null>(null);
  const [dayError, setDayError] = useState<string | undefined>();
  const [time, setTime] = useState(DEFAULT_TIME);
  const [timeError, setTimeError] = useState<string | undefined>();
  const add = useSurveyMutation(endpoints.scheduleReminderCreate, { success: t('schedule.added') });
  const cancel = useSurveyMutation(endpoints.scheduleCancel, { success: t('schedule.cancelled') });
  const { confirm, dialog } = useConfirm();

  const kind = (a: TScheduledAction) => t(`schedule.kind.${a.kind}`);
  const askCancel = (a: TScheduledAction) =>
    confirm({
      message: t('schedule.cancelConfirm', { action: kind(a), when: formatWire(a.due_at) }),
      danger: true,
      accept: () => void cancel.mutateAsync({ params: { id: a.action_id } }).catch(() => undefined),
    });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ngay = pickerDay(day);
    if (!ngay) return setDayError(t('schedule.dayRequired'));
    setDayError(undefined);
    setTimeError(undefined);
    try {
      await add.mutateAsync({ body: { phien_ban_id: versionId, ngay, ...(time && time !== DEFAULT_TIME ? { gio: time } : {}) } });
      setDay(null);
      setTime(DEFAULT_TIME);
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      const first = err.body?.data?.errors?.[0];
      if (first?.path === 'gio') setTimeError(first.message);
      else setDayError(first?.message ?? err.message);
    }
  };
  const note = (a: TScheduledAction) => {
    const parts = [
      a.last_error,
      reasonOf(a),
      queuedOf(a) !== null ? t('schedule.queued', { count: queuedOf(a)! }) : null,
      a.attempts > 1 ? t('schedule.attempts', { count: a.attempts }) : null,
    ];
    return parts.filter(Boolean).join(' · ');
  };

  return (
    <section className="hm-survey-schedule" aria-labelledby="hm-survey-schedule-title">
      <h2 id="hm-survey-schedule-title">{t('schedule.title')}</h2>
      <p className="hm-survey-muted">{t('schedule.intro', { hour: HOUR })}</p>
      {schedule.isError ? (
        <QueryError error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : schedule.data && schedule.data.length === 0 ? (
        <p>{t('schedule.empty')}</p>
      ) : (
        <table className="hm-survey-schedule__table">
          <thead>
            <tr>
              <th scope="col">{t('schedule.colWhen')}</th>
              <th scope="col">{t('schedule.colAction')}</th>
              <th scope="col">{t('schedule.colStatus')}</th>
              <th scope="col">{t('schedule.colNote')}</th>
              <th scope="col">
                <span className="p-hidden-accessible">{t('schedule.cancel')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sortActions(schedule.data ?? []).map((a) => (
              <tr key={a.action_id}>
                <td>{formatWire(a.due_at)}</td>
                <td>{kind(a)}</td>
                <td>
                  <Tag value={t(`schedule.status.${a.status}`)} severity={SEVERITY[a.status]} />
                </td>
                <td>{note(a)}</td>
                <td>
                  {a.status === 'pending' && mayCancel && (
                    // A labelled text button, no tooltip: the button goes once the action is cancelled, and a tooltip shown then would outlive it.
                    <Button
                      type="button"
                      label={t('schedule.cancel')}
                      icon="pi pi-times"
                      text
                      severity="danger"
                      size="small"
                      aria-label={t('schedule.cancelLabel', { action: kind(a), when: formatWire(a.due_at) })}
                      onClick={() => askCancel(a)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayAdd && (
        <form className="hm-toolbar" onSubmit={(e) => void submit(e)} noValidate aria-label={t('schedule.addTitle')}>
          <Field id="hm-survey-schedule-day" label={t('schedule.day')} error={dayError} hint={t('schedule.dayHint', { hour: HOUR })}>
            <Calendar
              inputId="hm-survey-schedule-day"
              value={day}
              onChange={(e) => {
                setDay(e.value ?? null);
                setDayError(undefined);
              }}
              dateFormat="dd/mm/yy"
              showIcon
              invalid={!!dayError}
              // The input itself carries the error state (the component's own props land on its wrapper).
              pt={{ input: { root: invalidProps('hm-survey-schedule-day', dayError) } }}
            />
          </Field>
          <Field id="hm-survey-schedule-time" label={t('schedule.time')} error={timeError} hint={t('schedule.timeHint', { hour: HOUR })}>
            <InputText
              id="hm-survey-schedule-time"
              type="time"
              value={time}
              onChange={(e) => {
                setTime(e.target.value);
                setTimeError(undefined);
              }}
              invalid={!!timeError}
              {...invalidProps('hm-survey-schedule-time', timeError)}
            />
          </Field>
          <Button type="submit" label={t('schedule.add')} icon="pi pi-bell" loading={add.isPending} />
        </form>
      )}
      {dialog}
    </section>
  );
}
