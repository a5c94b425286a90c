import { endpoints, type TMailTestResult, ZMailTestBody } from '@hm/contract';
import { errorMessage, useApi } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { type FormEvent, useState } from 'react';
import { useSystemTranslation } from '../i18n';
import './mail.css';

const ID = 'hm-mail';
export const MAIL_SETTINGS_KEY = ['mailSettings'] as const;

/**
 * The 'Thư điện tử' panel of the system page: whether the server can send mail (SMTP_URL), through
 * which server and sender, the mails waiting and failed, the newest error and when; and a button
 * that sends one test mail now and says what the mail server answered.
 */
export function MailPanel() {
  const { t } = useSystemTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: MAIL_SETTINGS_KEY, queryFn: ({ signal }) => api.call(endpoints.mailSettings, {}, { silent: true, signal }) });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const test = useMutation({
    mutationFn: (body: { email: string | null }) => api.call(endpoints.mailTest, { body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MAIL_SETTINGS_KEY }),
  });
  const s = settings.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZMailTestBody.safeParse({ email });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    setFieldError(null);
    test.mutate({ email: parsed.data.email });
  };
  const result = (r: TMailTestResult) =>
    r.sent ? (
      <Message severity="success" text={t('mail.sent', { to: r.to })} />
    ) : (
      <Message
        severity="error"
        content={
          <span>
            {t('mail.failedTest', { to: r.to, error: r.error })}
            {r.detail && (
              <>
                <br />
                <small>{t('mail.detail', { detail: r.detail })}</small>
              </>
            )}
          </span>
        }
      />
    );

  return (
    <section className="hm-mail" aria-labelledby={`${ID}-title`}>
      <div className="hm-mail__head">
        <h2 id={`${ID}-title`}>{t('mail.title')}</h2>
        {s && <Tag value={s.configured ? t('mail.configured') : t('mail.notConfigured')} severity={s.configured ? 'success' : 'warning'} />}
      </div>
      {settings.isError && <Message severity="error" text={errorMessage(settings.error)} />}
      {s && (
        <>
          {!s.configured && <Message severity="warn" text={t('mail.notConfiguredHelp')} />}
          <dl className="hm-mail__facts">
            <div>
              <dt>{t('mail.server')}</dt>
              <dd>{s.server ?? t('mail.none')}</dd>
            </div>
            <div>
              <dt>{t('mail.from')}</dt>
              <dd>{s.from}</dd>
            </div>
            <div>
              <dt>{t('mail.pending')}</dt>
              <dd>{s.pending}</dd>
            </div>
            <div>
              <dt>{t('mail.failed')}</dt>
              <dd>{s.failed}</dd>
            </div>
            <div className="hm-mail__error">
              <dt>{t('mail.lastError')}</dt>
              <dd>{s.last_error ? `${s.last_error}${s.last_error_at ? ` (${t('mail.at', { at: s.last_error_at })})` : ''}` : t('mail.none')}</dd>
            </div>
          </dl>
          <form className="hm-mail__test" onSubmit={submit} noValidate>
            <Field id={`${ID}-to`} label={t('mail.testAddress')} hint={t('mail.testAddressHint')} error={fieldError ?? undefined}>
              <InputText
                id={`${ID}-to`}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                invalid={!!fieldError}
                disabled={!s.configured}
                aria-describedby={fieldError ? `${ID}-to-error` : undefined}
              />
            </Field>
            <Button type="submit" label={t('mail.test')} icon="pi pi-send" loading={test.isPending} disabled={!s.configured} />
          </form>
          <div aria-live="polite">{test.data ? result(test.data) : test.isError ? <Message severity="error" text={errorMessage(test.error)} /> : null}</div>
        </>
      )}
    </section>
  );
}
