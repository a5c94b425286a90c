import { endpoints, hospitalGroup, type TGroupOfficer, type THospitalGroupRow } from '@hm/contract';
import { resourceQueries, useApi, useEndpointMutation } from '@hm/platform';
import { ModalDialog, useConfirm } from '@hm/ui/dialog';
import { Field, RowButton } from '@hm/ui/form';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type FormEvent, useState } from 'react';
import { AccountSearch } from '../account-search/AccountSearch';
import { useSystemTranslation } from '../i18n';
import './hospital-groups.css';

export interface GroupAccountsDialogProps {
  group: THospitalGroupRow;
  onClose: () => void;
}

const ID = 'hm-hospital-group-accounts';
const ROOT = resourceQueries(hospitalGroup).all;

/**
 * The accounts of a group: each with Unassign (after a confirmation), and an account to assign,
 * searched among those whose permission group may read the province view (an account in another
 * group moves to this one). The group is read again after each change.
 */
export function GroupAccountsDialog({ group, onClose }: GroupAccountsDialogProps) {
  const { t } = useSystemTranslation();
  const g = (k: string, o?: Record<string, unknown>) => t(`hospitalGroups.${k}`, o);
  const api = useApi();
  const { confirm, dialog } = useConfirm();
  const current = useQuery({ ...resourceQueries(hospitalGroup).detail(api, group.nhom_id), initialData: group });
  const row = current.data ?? group;
  const [chosen, setChosen] = useState<TGroupOfficer | null>(null);
  const [error, setError] = useState<string | undefined>();
  const assign = useEndpointMutation(endpoints.hospitalGroupAssign, {
    invalidate: ROOT,
    success: g('assigned'),
    onSuccess: () => setChosen(null),
  });
  const unassign = useEndpointMutation(endpoints.hospitalGroupUnassign, { invalidate: ROOT, success: g('unassigned') });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(chosen ? undefined : g('chooseAccount'));
    if (chosen) assign.mutate({ params: { id: row.nhom_id }, body: { tai_khoan_id: chosen.tai_khoan_id } });
  };
  const pickerId = `${ID}-account`;
  const where = (o: TGroupOfficer) => (o.nhom_id === null ? g('noGroup') : g('inGroup', { name: o.ten_nhom }));
  return (
    <>
      <ModalDialog
        header={g('accountsTitle', { name: row.ten })}
        onHide={onClose}
        width="44rem"
        footer={<Button type="button" label={g('close')} severity="secondary" outlined onClick={onClose} />}
      >
        <p>{g('accountsIntro', { count: row.hospitals.length })}</p>
        {row.tai_khoan.length === 0 ? (
          <p className="hm-hospital-groups__empty">{g('noAccounts')}</p>
        ) : (
          <table className="hm-hospital-groups__accounts">
            <caption className="hm-sr-only">{g('accounts')}</caption>
            <thead>
              <tr>
                <th scope="col">{g('account')}</th>
                <th scope="col">{g('displayName')}</th>
                <th scope="col">
                  <span className="hm-sr-only">{g('unassign')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {row.tai_khoan.map((a) => (
                <tr key={a.tai_khoan_id}>
                  <td>{a.ten_tai_khoan}</td>
                  <td>{a.display_name}</td>
                  <td>
                    <RowButton
                      icon="pi pi-user-minus"
                      label={g('unassignLabel', { name: a.ten_tai_khoan })}
                      danger
                      disabled={unassign.isPending}
                      onClick={() =>
                        confirm({
                          message: g('unassignAsk', { name: a.ten_tai_khoan, group: row.ten }),
                          danger: true,
                          accept: () => unassign.mutate({ params: { id: row.nhom_id }, query: { tai_khoan_id: a.tai_khoan_id } }),
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <form id={`${ID}-form`} className="hm-form hm-hospital-groups__assign" onSubmit={submit} noValidate>
          <Field id={pickerId} label={g('assignTo')} error={error} hint={g('assignHint')}>
            <AccountSearch<TGroupOfficer>
              inputId={pickerId}
              queryKey={[...ROOT, 'officers']}
              search={(keyword, signal) => api.call(endpoints.hospitalGroupOfficers, { query: { keyword, page: 1, size: 20 } }, { silent: true, signal })}
              note={where}
              texts={{ open: g('openAccounts'), placeholder: g('search'), empty: g('noOfficer') }}
              value={chosen}
              error={error}
              onChange={(o) => {
                setChosen(o);
                if (o) setError(undefined);
              }}
            />
          </Field>
          <Button type="submit" label={g('assign')} icon="pi pi-user-plus" loading={assign.isPending} />
        </form>
      </ModalDialog>
      {dialog}
    </>
  );
}
