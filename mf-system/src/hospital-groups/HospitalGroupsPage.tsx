import { hospitalGroup, type THospitalGroupRow } from '@hm/contract';
import { useCanCall } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useSystemTranslation } from '../i18n';
import { GroupAccountsDialog } from './GroupAccountsDialog';
import { HospitalGroupDialog } from './HospitalGroupDialog';
import './hospital-groups.css';
import './texts';

/**
 * HeThong/NhomBenhVien: the hospital groups whose officers read the province view
 * (docs/decisions/province-view.md): a province's hospitals or a chosen list, paged and searched
 * (name, province, hospital or account, marks aside); add, edit, delete after a confirmation
 * (refused while an account is assigned) and the accounts of a group (assign, unassign).
 * System administrators only (the server refuses everyone else).
 */
export default function HospitalGroupsPage() {
  const { t } = useSystemTranslation();
  const g = (k: string, o?: Record<string, unknown>) => t(`hospitalGroups.${k}`, o);
  const [accountsOf, setAccountsOf] = useState<THospitalGroupRow | null>(null);
  const mayAssign = useCanCall(hospitalGroup.endpoints.update);
  const members = (r: THospitalGroupRow) =>
    r.ma_tinh ? `${r.ten_tinh ?? r.ma_tinh} (${g('hospitalCount', { count: r.hospitals.length })})` : r.hospitals.map((h) => h.name).join(', ') || g('none');
  const accounts = (r: THospitalGroupRow) => r.tai_khoan.map((a) => a.ten_tai_khoan).join(', ') || g('none');
  return (
    <>
      <ResourcePage
        config={{
          resource: hospitalGroup,
          title: g('title'),
          addLabel: g('add'),
          icon: 'pi pi-sitemap',
          idPrefix: 'hm-hospital-group',
          empty: g('empty'),
          exportFile: 'nhom-benh-vien',
          notice: <Message severity="info" className="hm-hospital-groups__notice" text={g('notice')} />,
          columns: [
            { field: 'ten', header: g('name') },
            { header: g('members'), body: members, text: members },
            { header: g('accounts'), body: accounts, text: accounts },
          ],
          rowLabel: (r) => r.ten,
          dialog: ({ row, close }) => <HospitalGroupDialog row={row} onClose={close} />,
          rowActions: mayAssign ? [{ icon: 'pi pi-users', label: g('manageAccounts'), onClick: (r: THospitalGroupRow) => setAccountsOf(r) }] : [],
        }}
      />
      {accountsOf && <GroupAccountsDialog group={accountsOf} onClose={() => setAccountsOf(null)} />}
    </>
  );
}
