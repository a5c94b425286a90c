import { endpoints, type TAccountDept, type TLinkableAccount } from '@hm/contract';
import { comboQuery, useApi, useEndpointMutation } from '@hm/platform';
import { Field, FormDialog, invalidProps } from '@hm/ui/form';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { type FormEvent, useState } from 'react';
import { useSystemTranslation } from '../i18n';
import { AccountSearch, accountLabel } from '../account-search/AccountSearch';

const ID = 'hm-account-dept-dialog';
/** What the page's list and this dialog reload after a write. */
export const ACCOUNT_DEPT_ROOT = ['accountDept'];

export interface LinkDialogProps {
  /** The link edited; undefined: new links. */
  row: TAccountDept | undefined;
  /** The hospital the page shows: its accounts are offered. */
  hospitalId: number | null;
  onClose: () => void;
}

/** The account a stored link names, as the picker shows accounts. */
const accountOf = (row: TAccountDept): TLinkableAccount => ({
  tai_khoan_id: row.tai_khoan_id,
  ten_tai_khoan: row.ten_tai_khoan,
  display_name: row.display_name,
  ten_phan_quyen: row.ten_phan_quyen,
  hospital_id: row.hospital_id,
  ten_benh_vien: row.ten_benh_vien,
  so_phong_ban: 0,
});

/**
 * New links: one account (searched) and one or several departments of its hospital, those it has
 * already left out (`POST /array`). Editing a link: another department for the same account (`PUT`).
 */
export function LinkDialog({ row, hospitalId, onClose }: LinkDialogProps) {
  const { t } = useSystemTranslation();
  const api = useApi();
  const [account, setAccount] = useState<TLinkableAccount | null>(row ? accountOf(row) : null);
  const [departments, setDepartments] = useState<number[]>(row ? [row.phong_ban_id] : []);
  const [errors, setErrors] = useState<{ account?: string; departments?: string }>({});
  const current = useQuery({
    queryKey: [...ACCOUNT_DEPT_ROOT, 'byAccount', account?.tai_khoan_id],
    queryFn: ({ signal }) => api.call(endpoints.accountDeptByAccount, { params: { id: account!.tai_khoan_id } }, { silent: true, signal }),
    enabled: !row && account !== null,
  });
  const linked = current.data ?? [];
  const hospital = account?.hospital_id ?? hospitalId;
  const combo = useQuery({ ...comboQuery(api, endpoints.departmentCombo, { hospitalId: hospital ?? undefined }), enabled: hospital !== null });
  // New links: the departments the account has already are not offered again.
  const options = (combo.data ?? []).filter((d) => row || !linked.some((l) => l.phong_ban_id === d.id));
  const done = { invalidate: ACCOUNT_DEPT_ROOT, onSuccess: onClose };
  const createMany = useEndpointMutation(endpoints.accountDeptCreateMany, { ...done, success: t('accountDepts.saved') });
  const update = useEndpointMutation(endpoints.accountDeptUpdate, { ...done, success: t('accountDepts.updated') });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = { account: account ? undefined : t('accountDepts.chooseAccount'), departments: departments.length ? undefined : t('accountDepts.chooseDepartments') };
    setErrors(found);
    if (!account || found.departments) return;
    if (row) update.mutate({ body: { tai_khoan_phong_ban_id: row.tai_khoan_phong_ban_id, tai_khoan_id: account.tai_khoan_id, phong_ban_id: departments[0]! } });
    else createMany.mutate({ body: departments.map((phong_ban_id) => ({ tai_khoan_id: account.tai_khoan_id, phong_ban_id })) });
  };

  const pending = createMany.isPending || update.isPending;
  const edited = row ? departments[0] !== row.phong_ban_id : account !== null || departments.length > 0;
  const accountId = `${ID}-account`;
  const departmentsId = `${ID}-departments`;
  const select = {
    inputId: departmentsId,
    options,
    optionLabel: 'name',
    optionValue: 'id',
    filter: options.length > 8,
    invalid: !!errors.departments,
    disabled: !account || hospital === null,
    loading: combo.isLoading,
    ...invalidProps(departmentsId, errors.departments),
  };
  return (
    <FormDialog
      formId={`${ID}-form`}
      header={row ? t('accountDepts.editTitle', { name: row.ten_tai_khoan }) : t('accountDepts.add')}
      onHide={onClose}
      saving={pending}
      dirty={edited && !pending}
    >
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        {row ? (
          <p>
            {t('accountDepts.account')}: <strong>{accountLabel(row)}</strong>
          </p>
        ) : (
          <Field id={accountId} label={t('accountDepts.account')} error={errors.account} hint={t('accountDepts.accountHint')}>
            <AccountSearch<TLinkableAccount>
              inputId={accountId}
              queryKey={[...ACCOUNT_DEPT_ROOT, 'accounts', hospitalId]}
              search={(keyword, signal) =>
                api.call(endpoints.accountDeptAccounts, { query: { hospitalId: hospitalId ?? undefined, keyword, page: 1, size: 20 } }, { silent: true, signal })
              }
              note={(a) => (a.so_phong_ban ? t('accountDepts.departmentCount', { count: a.so_phong_ban }) : t('accountDepts.noneLinked'))}
              texts={{ open: t('accountDepts.openAccounts'), placeholder: t('accountDepts.accountSearch'), empty: t('accountDepts.noAccount') }}
              disabled={hospitalId === null}
              value={account}
              error={errors.account}
              onChange={(a) => {
                setAccount(a);
                setDepartments([]);
              }}
            />
          </Field>
        )}
        {!row && account && (
          <p aria-live="polite">{linked.length ? t('accountDepts.linked', { names: linked.map((l) => l.ten_phong_ban).join(', ') }) : t('accountDepts.noneLinked')}</p>
        )}
        <Field id={departmentsId} label={row ? t('accountDepts.department') : t('accountDepts.departments')} error={errors.departments}>
          {row ? (
            <Dropdown {...select} value={departments[0] ?? null} onChange={(e) => setDepartments(e.value ? [e.value as number] : [])} />
          ) : (
            <MultiSelect
              {...select}
              value={departments}
              onChange={(e) => setDepartments(e.value as number[])}
              display="chip"
              emptyMessage={linked.length ? t('accountDepts.allLinked') : undefined}
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}
