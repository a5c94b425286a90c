import { accountDept, endpoints, type TAccountDept } from '@hm/contract';
import { useCanCall, useEndpointMutation } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { useConfirm } from '@hm/ui/dialog';
import { useSystemTranslation } from '../i18n';
import { ACCOUNT_DEPT_ROOT, LinkDialog } from './LinkDialog';

/**
 * HeThong/TaiKhoanPhongBan: the department links of the staff-level accounts of the hospital
 * shown (paged, searched by account, name or department); link one account to several departments
 * at once, change or remove one link, or remove every link of an account, each after a
 * confirmation. What a link grants is said on the page (docs/decisions/department-accounts.md).
 */
export default function AccountDepartmentsPage() {
  const { t } = useSystemTranslation();
  const { confirm, dialog } = useConfirm();
  const removeAll = useEndpointMutation(endpoints.accountDeptDeleteByAccount, { invalidate: ACCOUNT_DEPT_ROOT, success: t('accountDepts.removedAll') });
  const mayRemoveAll = useCanCall(endpoints.accountDeptDeleteByAccount);
  return (
    <>
      <ResourcePage
        config={{
          resource: accountDept,
          title: t('accountDepts.title'),
          addLabel: t('accountDepts.add'),
          icon: 'pi pi-users',
          idPrefix: 'hm-account-dept',
          empty: t('accountDepts.empty'),
          exportFile: 'tai-khoan-phong-ban',
          notice: <p>{t('accountDepts.notice')}</p>,
          rowLabel: (r: TAccountDept) => `${r.ten_tai_khoan} — ${r.ten_phong_ban}`,
          columns: [
            { field: 'ten_tai_khoan', header: t('accountDepts.account') },
            { field: 'display_name', header: t('accountDepts.displayName') },
            { field: 'ten_phong_ban', header: t('accountDepts.department') },
            { field: 'ten_benh_vien', header: t('accountDepts.hospital') },
          ],
          dialog: ({ row, hospitalId, close }) => <LinkDialog row={row} hospitalId={hospitalId} onClose={close} />,
          rowActions: mayRemoveAll
            ? [
                {
                  icon: 'pi pi-user-minus',
                  label: t('accountDepts.removeAll'),
                  danger: true,
                  disabled: () => removeAll.isPending,
                  onClick: (r: TAccountDept) =>
                    confirm({
                      message: t('accountDepts.removeAllConfirm', { name: r.ten_tai_khoan }),
                      danger: true,
                      accept: () => removeAll.mutate({ params: { id: r.tai_khoan_id } }),
                    }),
                },
              ]
            : [],
        }}
      />
      {dialog}
    </>
  );
}
