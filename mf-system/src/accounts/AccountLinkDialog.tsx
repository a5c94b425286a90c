import { endpoints, type TAccount } from '@hm/contract';
import { errorMessage, notify, useEndpointMutation } from '@hm/platform';
import { EndpointSelect } from '@hm/ui/crud';
import { Field, FormDialog } from '@hm/ui/form';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useSystemTranslation } from '../i18n';

export type LinkKind = 'password' | 'staff' | 'group' | 'hospitals';

const ID = 'hm-account-link';
const REQUIRED = 'Vui lòng nhập đầy đủ thông tin';
const MISMATCH = 'Mật khẩu nhập lại không đúng';
/** Ids compared as a set: the order a list gives them in does not count as an edit. */
const idSet = (ids: number[]) => [...ids].sort((a, b) => a - b).join();

/**
 * One account's sub-pages as a dialog: set its password (the owner must change it at the next
 * sign-in), the staff member who uses it, its permission group, and (system administrators) the
 * hospitals it acts on besides its own. The server checks each against the caller's own rights.
 */
export function AccountLinkDialog({ kind, row, onClose }: { kind: LinkKind; row: TAccount; onClose: () => void }) {
  const { t } = useSystemTranslation();
  const [password, setPassword] = useState({ mat_khau: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [staff, setStaff] = useState<number | null>(row.nhan_vien_id);
  const [group, setGroup] = useState<number | null>(row.phan_quyen_id);
  const [hospitals, setHospitals] = useState<number[]>(row.benh_vien_khac.map((h) => h.id));
  const done = { invalidate: ['account'], success: t('accounts.saved'), onSuccess: onClose };
  const setPw = useEndpointMutation(endpoints.setPassword, done);
  const setStaffM = useEndpointMutation(endpoints.accountSetStaff, done);
  const setGroupM = useEndpointMutation(endpoints.accountSetGroup, done);
  const setHospitalsM = useEndpointMutation(endpoints.accountHospitalCreate, done);
  const saving = setPw.isPending || setStaffM.isPending || setGroupM.isPending || setHospitalsM.isPending;
  const edited = {
    password: password.mat_khau !== '' || password.confirm !== '',
    staff: staff !== row.nhan_vien_id,
    group: group !== row.phan_quyen_id,
    hospitals: idSet(hospitals) !== idSet(row.benh_vien_khac.map((h) => h.id)),
  }[kind];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = row.tai_khoan_id;
    if (kind === 'password') {
      const problem = !password.mat_khau || !password.confirm ? REQUIRED : password.mat_khau !== password.confirm ? MISMATCH : null;
      setError(problem);
      if (problem) return notify.error(problem);
      setPw.mutate({ body: { tai_khoan_id: id, ...password } });
    } else if (kind === 'staff') setStaffM.mutate({ body: { tai_khoan_id: id, nhan_vien_id: staff } });
    else if (kind === 'group') {
      if (group === null) return notify.error(REQUIRED);
      setGroupM.mutate({ body: { tai_khoan_id: id, phan_quyen_id: group } });
    } else setHospitalsM.mutate({ body: { tai_khoan_id: id, hospital_ids: hospitals } });
  };

  const header = t(`accounts.dialogs.${kind}`, { name: row.ten_tai_khoan });
  return (
    <FormDialog formId={`${ID}-form`} header={header} onHide={onClose} saving={saving} dirty={edited && !saving}>
      <form
        id={`${ID}-form`}
        className="hm-form"
        onSubmit={(e) => {
          try {
            submit(e);
          } catch (err) {
            notify.error(errorMessage(err));
          }
        }}
        noValidate
      >
        <Field id={`${ID}-username`} label={t('accounts.username')}>
          <InputText id={`${ID}-username`} value={row.ten_tai_khoan} readOnly />
        </Field>
        <Field id={`${ID}-display`} label={t('accounts.displayName')}>
          <InputText id={`${ID}-display`} value={row.display_name} readOnly />
        </Field>
        {kind === 'password' && (
          <>
            <p>{t('accounts.passwordNotice')}</p>
            <Field id={`${ID}-pw`} label={t('accounts.password')} error={error === REQUIRED && !password.mat_khau ? REQUIRED : undefined}>
              <InputText
                id={`${ID}-pw`}
                type="password"
                autoComplete="new-password"
                value={password.mat_khau}
                onChange={(e) => setPassword((p) => ({ ...p, mat_khau: e.target.value }))}
              />
            </Field>
            <Field id={`${ID}-confirm`} label={t('accounts.confirm')} error={error && error !== REQUIRED ? error : undefined}>
              <InputText
                id={`${ID}-confirm`}
                type="password"
                autoComplete="new-password"
                value={password.confirm}
                onChange={(e) => setPassword((p) => ({ ...p, confirm: e.target.value }))}
              />
            </Field>
          </>
        )}
        {kind === 'staff' && (
          <Field id={`${ID}-staff`} label={t('accounts.staff')} hint={t('accounts.staffHint')}>
            <EndpointSelect
              inputId={`${ID}-staff`}
              endpoint={endpoints.staffCombo}
              query={row.hospital_id ? { hospitalId: row.hospital_id } : undefined}
              value={staff}
              onChange={(v) => setStaff(v as number | null)}
              allLabel={t('accounts.noStaff')}
            />
          </Field>
        )}
        {kind === 'group' && (
          <Field id={`${ID}-group`} label={t('accounts.group')} hint={t('accounts.groupHint')}>
            <EndpointSelect inputId={`${ID}-group`} endpoint={endpoints.accountAssignableGroups} value={group} onChange={(v) => setGroup(v as number | null)} />
          </Field>
        )}
        {kind === 'hospitals' && (
          <Field id={`${ID}-hospitals`} label={t('accounts.otherHospitals')} hint={t('accounts.hospitalsHint')}>
            <EndpointSelect inputId={`${ID}-hospitals`} endpoint={endpoints.hospitalAuth} multiple value={hospitals} onChange={(v) => setHospitals(v as number[])} />
          </Field>
        )}
      </form>
    </FormDialog>
  );
}
