import { permissionGroup } from '@hm/contract';
import { resourceQueries, useApi, useAddressParams } from '@hm/platform';
import { EmptyState, QueryError } from '@hm/ui';
import { Field } from '@hm/ui/form';
import '@hm/ui/form.css';
import { Page } from '@hm/ui/page';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useRef } from 'react';
import { useSystemTranslation } from '../i18n';
import { GroupReportsPanel, type PanelHandle } from './GroupReportsPanel';
import './report-permissions.css';

const GROUP_ID = 'hm-report-perm-group';
const idOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * HeThong/PhanQuyenBaoCao: a permission group (kept in the address, `?phanQuyenId=`), then every
 * report of the project with whether the group may view, run and export it (`GroupReportsPanel`).
 * Choosing another group asks first when something is unsaved.
 */
export default function ReportPermissionsPage() {
  const { t } = useSystemTranslation();
  const api = useApi();
  const [search, setSearch] = useAddressParams();
  const groupId = idOf(search.get('phanQuyenId'));
  const groups = useQuery(resourceQueries(permissionGroup).list(api, { page: 1, size: 200 }));
  const panel = useRef<PanelHandle>(null);
  const choose = (id: number | null) => {
    const go = () => setSearch(id === null ? {} : { phanQuyenId: String(id) });
    if (panel.current) panel.current.guard(go);
    else go();
  };
  const options = (groups.data?.data ?? []).map((g) => ({ value: g.phan_quyen_id, label: `${g.ten_phan_quyen} (${g.ma_phan_quyen})` }));

  return (
    <Page title={t('reportPermissions.title')} subtitle={t('reportPermissions.subtitle')}>
      {groups.isError ? (
        <QueryError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <div className="hm-toolbar">
          <Field id={GROUP_ID} label={t('reportPermissions.group')} className="hm-form-field--picker">
            <Dropdown
              inputId={GROUP_ID}
              value={groupId}
              options={options}
              onChange={(e) => choose((e.value as number | null) ?? null)}
              placeholder={t('reportPermissions.chooseGroup')}
              filter={options.length > 8}
              loading={groups.isLoading}
            />
          </Field>
        </div>
      )}
      {groupId === null ? <EmptyState icon="pi pi-lock-open" title={t('reportPermissions.prompt')} /> : <GroupReportsPanel key={groupId} ref={panel} groupId={groupId} />}
    </Page>
  );
}
