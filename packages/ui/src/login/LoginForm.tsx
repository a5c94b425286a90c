import type { ApiClient, TLanguage, TLoggedInUser } from '@hm/contract';
import { loginTexts, readLanguageCookie } from '@hm/platform/light';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import './login-form.css';

export interface LoginFormProps {
  /** Called after the session is stored, e.g. to navigate to the index page. */
  onSuccess?: (user: TLoggedInUser) => void;
  /** The display language; by default the language cookie's. */
  language?: TLanguage;
  /** The API client; by default the platform's (tests give one on a fake server). */
  client?: ApiClient;
  /**
   * Awaited at submit before anything is called: the shell's light login page loads the
   * platform and its runtime configuration there.
   */
  ready?: () => Promise<unknown>;
}

type Field = 'ten_tai_khoan' | 'mat_khau';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['ten_tai_khoan', 'mat_khau'];

/**
 * The login form of the shell and of every standalone remote: validates with `ZLoginBody`,
 * calls `login`, stores the session and shows 'Đăng nhập thành công!'; a refused login shows
 * the server's Vietnamese message.
 *
 * It is light on purpose (issue 15): plain inputs with the theme's classes (no PrimeReact
 * components, no form library), and the contract, zod and the platform are imported at submit
 * (already loaded everywhere but on the shell's first, light login page). Only `@hm/ui/login`
 * and `@hm/platform/light` are needed to show it.
 * @example <LoginForm onSuccess={() => navigate('/vi')} />
 */
export function LoginForm({ onSuccess, language, client, ready }: LoginFormProps) {
  const t = loginTexts[language ?? readLanguageCookie()];
  const [values, setValues] = useState<Record<Field, string>>({ ten_tai_khoan: '', mat_khau: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field loses its message; the next submit checks everything again.
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setServerError(null);
    try {
      await ready?.();
      const [{ ZLoginBody, endpoints, MESSAGES }, platform] = await Promise.all([import('@hm/contract'), import('@hm/platform')]);
      const parsed = ZLoginBody.safeParse(values);
      if (!parsed.success) {
        const found: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as Field;
          found[field] ??= issue.message;
        }
        setErrors(found);
        const first = FIELDS.find((f) => found[f]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setErrors({});
      try {
        const result = await (client ?? platform.api).call(endpoints.login, { body: parsed.data });
        platform.useSession.getState().signIn(result);
        platform.notify.success(MESSAGES.loggedIn);
        onSuccess?.(result.user);
      } catch (err) {
        setServerError(platform.errorMessage(err));
      }
    } catch (err) {
      // The platform or the runtime configuration could not be loaded (offline, an update).
      console.error(err);
      setServerError(t.unavailable);
    } finally {
      setBusy(false);
    }
  };

  const described = (field: Field) => (errors[field] ? `hm-login-${field}-error` : undefined);
  const inputClass = (field: Field, extra = '') => `p-inputtext p-component${extra}${errors[field] ? ' p-invalid' : ''}`;
  return (
    <form className="hm-login" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="hm-login-title">
      <h1 id="hm-login-title" className="hm-login__title">
        {t.title}
      </h1>
      <div className="hm-login__field">
        <label htmlFor="hm-login-username">{t.username}</label>
        <input
          id="hm-login-username"
          ref={(el) => void (inputs.current.ten_tai_khoan = el)}
          className={inputClass('ten_tai_khoan')}
          name="ten_tai_khoan"
          autoComplete="username"
          value={values.ten_tai_khoan}
          onChange={change('ten_tai_khoan')}
          aria-invalid={errors.ten_tai_khoan ? true : undefined}
          aria-describedby={described('ten_tai_khoan')}
        />
        {errors.ten_tai_khoan && (
          <small id="hm-login-ten_tai_khoan-error" className="hm-login__error">
            {errors.ten_tai_khoan}
          </small>
        )}
      </div>
      <div className="hm-login__field">
        <label htmlFor="hm-login-password">{t.password}</label>
        <div className="hm-login__password">
          <input
            id="hm-login-password"
            ref={(el) => void (inputs.current.mat_khau = el)}
            className={inputClass('mat_khau', ' p-password-input')}
            name="mat_khau"
            type={revealed ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.mat_khau}
            onChange={change('mat_khau')}
            aria-invalid={errors.mat_khau ? true : undefined}
            aria-describedby={described('mat_khau')}
          />
          <button type="button" className="hm-login__reveal" aria-label={t.showPassword} aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
            <span className={revealed ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
          </button>
        </div>
        {errors.mat_khau && (
          <small id="hm-login-mat_khau-error" className="hm-login__error">
            {errors.mat_khau}
          </small>
        )}
      </div>
      {serverError && (
        <div className="p-inline-message p-component p-inline-message-error" role="alert">
          <span className="p-inline-message-icon pi pi-times-circle" aria-hidden="true" />
          <span className="p-inline-message-text">{serverError}</span>
        </div>
      )}
      <button type="submit" className={`p-button p-component${busy ? ' p-disabled' : ''}`} disabled={busy}>
        <span className={`p-button-icon p-c p-button-icon-left pi ${busy ? 'pi-spin pi-spinner' : 'pi-sign-in'}`} aria-hidden="true" />
        <span className="p-button-label p-c">{t.submit}</span>
      </button>
    </form>
  );
}
