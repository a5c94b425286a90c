import { CONSTANTS, endpoints, MESSAGES, ZChangeOwnPasswordBody } from '@hm/contract';
import { errorMessage, notify, useApi, useSession } from '@hm/platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLayout, useMustChangePassword, usePasswordDialogOpen } from '../layout/layout-store';

const FIELDS = [
  { name: 'mat_khau_cu', label: 'Mật khẩu hiện tại', autoComplete: 'current-password' },
  { name: 'mat_khau', label: 'Mật khẩu mới', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Nhập lại mật khẩu mới', autoComplete: 'new-password' },
] as const;

/** A user changes their own password (doi-mat-khau-user); opens once the account is fetched. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  // An initial or reset password keeps the dialog open until it is changed.
  const forced = useMustChangePassword();
  const open = usePasswordDialogOpen();
  const setOpen = useLayout((s) => s.setPasswordDialog);
  const me = useQuery({ queryKey: ['tai-khoan', 'me'], queryFn: () => api.call(endpoints.me, {}), enabled: open, staleTime: 0 });
  const form = useForm({ resolver: zodResolver(ZChangeOwnPasswordBody), defaultValues: { mat_khau_cu: '', mat_khau: '', confirm: '' } });

  useEffect(() => {
    if (me.error) {
      notify.error(MESSAGES.accountFetchFailed);
      setOpen(false);
    }
  }, [me.error, setOpen]);

  const close = () => {
    if (forced) return;
    form.reset();
    setOpen(false);
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await api.call(endpoints.changeOwnPassword, { body });
      // The change ends every other session; this one continues on the fresh pair it answers.
      useSession.getState().setTokens(result.tokens);
      const user = useSession.getState().user;
      if (user?.phai_doi_mat_khau) {
        useSession.getState().setUser({ ...user, phai_doi_mat_khau: false });
        // Until now the server refused every read of the page behind this dialog (must change
        // the initial password first): read them again, so the page shows its data, not the refusal.
        void queryClient.invalidateQueries({ predicate: (q) => q.state.status === 'error' || q.state.fetchFailureCount > 0 });
      }
      notify.success(t('toast.passwordChanged'));
      form.reset();
      setOpen(false);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  });

  return (
    <Dialog
      header={t('user.changePassword')}
      visible={open && me.data !== undefined}
      onHide={close}
      closable={!forced}
      closeOnEscape={!forced}
      style={{ width: CONSTANTS.passwordDialogMaxWidth, maxWidth: '95vw' }}
    >
      <form onSubmit={submit} noValidate className="hm-form">
        {forced && <p className="hm-form__notice">{t('user.mustChangePassword')}</p>}
        <label htmlFor="hm-pw-username">{t('login.username')}</label>
        <InputText id="hm-pw-username" value={me.data?.ten_tai_khoan ?? ''} readOnly />
        <label htmlFor="hm-pw-display">Tên hiển thị</label>
        <InputText id="hm-pw-display" value={me.data?.display_name ?? ''} readOnly />
        {FIELDS.map((f) => (
          <div key={f.name} className="hm-form__field">
            <label htmlFor={`hm-pw-${f.name}`}>{f.label}</label>
            <Controller
              name={f.name}
              control={form.control}
              render={({ field, fieldState }) => (
                <Password
                  inputId={`hm-pw-${f.name}`}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  feedback={false}
                  toggleMask
                  autoComplete={f.autoComplete}
                  invalid={fieldState.error !== undefined}
                />
              )}
            />
            {form.formState.errors[f.name] && <small className="hm-form__error">{form.formState.errors[f.name]?.message}</small>}
          </div>
        ))}
        <div className="hm-form__actions">
          {!forced && <Button type="button" label="Đóng" text onClick={close} />}
          <Button type="submit" label={t('user.changePassword')} loading={form.formState.isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
