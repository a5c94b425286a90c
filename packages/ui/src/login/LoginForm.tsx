import { endpoints, MESSAGES, type TLoggedInUser, ZLoginBody } from '@hm/contract';
import { errorMessage, notify, useApi, useSession } from '@hm/platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './login-form.css';

export interface LoginFormProps {
  /** Called after the session is stored, e.g. to navigate to the index page. */
  onSuccess?: (user: TLoggedInUser) => void;
}

/**
 * The login form of the shell and of every standalone remote: validates with `ZLoginBody`,
 * calls `login`, stores the session and shows 'Đăng nhập thành công!'; a refused login shows
 * the server's Vietnamese message.
 * @example <LoginForm onSuccess={() => navigate('/vi')} />
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const signIn = useSession((s) => s.signIn);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { ten_tai_khoan: '', mat_khau: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const result = await api.call(endpoints.login, { body });
      signIn(result);
      notify.success(MESSAGES.loggedIn);
      onSuccess?.(result.user);
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

  return (
    <form className="hm-login" onSubmit={submit} noValidate aria-labelledby="hm-login-title">
      <h1 id="hm-login-title" className="hm-login__title">{t('login.title')}</h1>
      <div className="hm-login__field">
        <label htmlFor="hm-login-username">{t('login.username')}</label>
        <InputText
          id="hm-login-username"
          autoComplete="username"
          invalid={errors.ten_tai_khoan !== undefined}
          aria-describedby={errors.ten_tai_khoan ? 'hm-login-username-error' : undefined}
          {...register('ten_tai_khoan')}
        />
        {errors.ten_tai_khoan && <small id="hm-login-username-error" className="hm-login__error">{errors.ten_tai_khoan.message}</small>}
      </div>
      <div className="hm-login__field">
        <label htmlFor="hm-login-password">{t('login.password')}</label>
        <Controller
          name="mat_khau"
          control={control}
          render={({ field, fieldState }) => (
            <Password
              inputId="hm-login-password"
              inputRef={field.ref}
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              feedback={false}
              toggleMask
              autoComplete="current-password"
              invalid={fieldState.error !== undefined}
              aria-describedby={fieldState.error ? 'hm-login-password-error' : undefined}
            />
          )}
        />
        {errors.mat_khau && <small id="hm-login-password-error" className="hm-login__error">{errors.mat_khau.message}</small>}
      </div>
      {serverError && <Message severity="error" text={serverError} role="alert" />}
      <Button type="submit" label={t('login.submit')} icon="pi pi-sign-in" loading={isSubmitting} />
    </form>
  );
}
