import { endpoints, type TAccount } from '@hm/contract';
import { canCall, useAppLink, useCurrentUser } from '@hm/platform';
import { type FieldDef, ResourceFormDialog, ResourcePage, type RowAction } from '@hm/ui/crud';
import { Tag } from 'primereact/tag';
import { useNavigate, useParams } from 'react-router-dom';
import { useSystemTranslation } from '../i18n';
import { accounts, hospitalAccounts } from './account-resource';
import { AccountLinkDialog, type LinkKind } from './AccountLinkDialog';
import { useAccountRow } from './useAccountRow';

/** The sub-pages of an account, by the last segment of their path. */
const SUB_PAGES: Record<string, LinkKind | 'edit'> = { SuaTaiKhoan: 'edit', DoiMatKhau: 'password', NhanVien: 'staff', NhomQuyen: 'group', BenhVien: 'hospitals' };
const SEGMENT_OF: Record<LinkKind | 'edit', string> = { edit: 'SuaTaiKhoan', password: 'DoiMatKhau', staff: 'NhanVien', group: 'NhomQuyen', hospitals: 'BenhVien' };

/**
 * HeThong/TaiKhoan (system administrators: every account) and HeThong/TaiKhoanBenhVien (hospital
 * administrators: the accounts of their hospitals), with the sub-pages of one account: account
 * edit, change password, staff-account edit, group and (system) other hospitals, each at its own
 * address (`…/TaiKhoan/12/DoiMatKhau`). The server refuses anything above the caller.
 */
export default function AccountsPage({ variant }: { variant: 'system' | 'hospital' }) {
  const { t } = useSystemTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const params = useParams();
  const base = variant === 'system' ? 'TaiKhoan' : 'TaiKhoanBenhVien';
  const resource = variant === 'system' ? accounts : hospitalAccounts;
  const sub = params.sub ? SUB_PAGES[params.sub] : undefined;
  const subId = params.id ? Number(params.id) : null;
  const subRow = useAccountRow(sub ? subId : null);
  const link = useAppLink();
  const back = () => navigate(link(`HeThong/${base}`));
  const open = (row: TAccount, kind: LinkKind | 'edit') => navigate(link(`HeThong/${base}/${row.tai_khoan_id}/${SEGMENT_OF[kind]}`));
  const mayWrite = canCall(user, endpoints.accountUpdate);

  const form: FieldDef<Record<string, unknown>>[] = [
    { name: 'ten_tai_khoan', label: t('accounts.username'), kind: 'text', readOnlyOnEdit: true, hint: t('accounts.usernameHint') },
    { name: 'display_name', label: t('accounts.displayName'), kind: 'text', readOnlyOnEdit: true },
    { name: 'phan_quyen_id', label: t('accounts.group'), kind: 'select', combo: endpoints.accountAssignableGroups, readOnlyOnEdit: true },
    { name: 'hospital_id', label: t('accounts.hospital'), kind: 'select', combo: endpoints.hospitalAuth, hint: variant === 'system' ? t('accounts.hospitalHint') : undefined },
    { name: 'tinh_trang', label: t('accounts.active'), kind: 'switch' },
    { name: 'mat_khau', label: t('accounts.password'), kind: 'password', hint: t('accounts.passwordHint') },
    { name: 'confirm', label: t('accounts.confirm'), kind: 'password' },
  ];
  const rowActions: RowAction<TAccount>[] = [
    { icon: 'pi pi-key', label: t('accounts.setPassword'), onClick: (r) => open(r, 'password'), visible: () => canCall(user, endpoints.setPassword) },
    { icon: 'pi pi-id-card', label: t('accounts.staff'), onClick: (r) => open(r, 'staff'), visible: () => mayWrite },
    { icon: 'pi pi-shield', label: t('accounts.group'), onClick: (r) => open(r, 'group'), visible: (r) => mayWrite && r.tai_khoan_id !== user?.tai_khoan_id },
    ...(variant === 'system' ? [{ icon: 'pi pi-building', label: t('accounts.otherHospitals'), onClick: (r: TAccount) => open(r, 'hospitals'), visible: () => mayWrite }] : []),
  ];
  const status = (r: TAccount) => (
    <span className="hm-tags">
      <Tag value={r.tinh_trang ? t('accounts.on') : t('accounts.off')} severity={r.tinh_trang ? 'success' : 'danger'} />
      {r.doi_mat_khau && <Tag value={t('accounts.mustChange')} severity="warning" />}
    </span>
  );

  return (
    <>
      <ResourcePage
        config={{
          resource,
          title: variant === 'system' ? t('accounts.title') : t('accounts.hospitalTitle'),
          addLabel: t('accounts.add'),
          icon: 'pi pi-user',
          idPrefix: `hm-account-${variant}`,
          notice: <p>{t('accounts.notice')}</p>,
          rowLabel: (r: TAccount) => r.ten_tai_khoan,
          filters: [
            ...(variant === 'system' ? [{ kind: 'select' as const, name: 'hospitalId', label: t('accounts.hospital'), combo: endpoints.hospitalAuth }] : []),
            { kind: 'select', name: 'phanQuyenId', label: t('accounts.group'), combo: endpoints.accountAssignableGroups },
            {
              kind: 'select',
              name: 'tinhTrang',
              label: t('accounts.status'),
              options: [
                { value: null, label: t('accounts.all') },
                { value: true, label: t('accounts.on') },
                { value: false, label: t('accounts.off') },
              ],
            },
          ],
          columns: [
            { field: 'ten_tai_khoan', header: t('accounts.username') },
            { field: 'display_name', header: t('accounts.displayName') },
            { field: 'ten_phan_quyen', header: t('accounts.group') },
            ...(variant === 'system'
              ? [{ header: t('accounts.hospital'), body: (r: TAccount) => r.ten_benh_vien ?? t('accounts.noHospital'), text: (r: TAccount) => r.ten_benh_vien ?? '' }]
              : []),
            {
              header: t('accounts.staff'),
              body: (r: TAccount) => (r.ten_nhan_vien ? `${r.ma_nhan_vien} — ${r.ten_nhan_vien}` : '—'),
              text: (r: TAccount) => r.ten_nhan_vien ?? '',
            },
            { header: t('accounts.status'), body: status, text: (r: TAccount) => (r.tinh_trang ? t('accounts.on') : t('accounts.off')) },
          ],
          form,
          rowActions,
          defaults: () => ({ tinh_trang: true, nhan_vien_id: null }),
        }}
      />
      {sub === 'edit' && subRow && (
        <ResourceFormDialog
          resource={resource}
          fields={form}
          row={subRow}
          header={t('accounts.edit', { name: subRow.ten_tai_khoan })}
          idPrefix="hm-account-edit"
          ctx={{ hospitalId: subRow.hospital_id }}
          onClose={back}
        />
      )}
      {sub && sub !== 'edit' && subRow && <AccountLinkDialog kind={sub} row={subRow} onClose={back} />}
    </>
  );
}
