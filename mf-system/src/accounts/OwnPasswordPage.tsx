import { endpoints, ZChangeOwnPasswordBody } from '@hm/contract';
import { errorMessage, notify, useApi, useCurrentUser, useSession } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { Page } from '@hm/ui/page';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useSystemTranslation } from '../i18n';

const FIELDS = ['mat_khau_cu', 'mat_khau', 'confirm'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** TaiKhoanBenhVien's change-password-by-user sub-page: the administrator's own password. */
export default function OwnPasswordPage() {
  const { t } = useSystemTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const [values, setValues] = useState<Values>({ mat_khau_cu: '', mat_khau: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZChangeOwnPasswordBody.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await api.call(endpoints.changeOwnPassword, { body: parsed.data });
      useSession.getState().setTokens(result.tokens);
      notify.success(t('toast.passwordChanged', { ns: 'common' }));
      setValues({ mat_khau_cu: '', mat_khau: '', confirm: '' });
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Page title={t('accounts.ownPassword')}>
      <form className="hm-form" style={{ maxWidth: 480 }} onSubmit={submit} noValidate>
        <Field id="hm-own-username" label={t('accounts.username')}>
          <InputText id="hm-own-username" value={user?.ten_tai_khoan ?? ''} readOnly />
        </Field>
        {FIELDS.map((f) => (
          <Field key={f} id={`hm-own-${f}`} label={t(`accounts.own.${f}`)} error={errors[f]}>
            <InputText
              id={`hm-own-${f}`}
              type="password"
              autoComplete={f === 'mat_khau_cu' ? 'current-password' : 'new-password'}
              value={values[f]}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
              invalid={!!errors[f]}
            />
          </Field>
        ))}
        <Button type="submit" label={t('accounts.ownSave')} icon="pi pi-check" loading={saving} />
      </form>
    </Page>
  );
}
