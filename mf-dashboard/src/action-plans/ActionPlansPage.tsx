import { ACTION_PLAN_STATUSES, actionPlan, type TActionPlan } from '@hm/contract';
import { resourceQueries, useApi, useUiLanguage, useAddressParams } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'primereact/tag';
import { useDashboardVersions, versionQueries } from '../api/versions';
import { useDashboardTranslation } from '../i18n';
import { ActionPlanDialog } from './ActionPlanDialog';
import { PLAN_PARAM, STATUS_SEVERITY, statusLabel, unitLabel } from './plan-data';

const toId = (s: string | null) => (s && /^\d+$/.test(s) ? Number(s) : null);

/**
 * Dashboard/KeHoachHanhDong: a hospital's action plans, by wave and status, on the resource page
 * (add, edit, delete after a confirmation, export to Excel); `?ke_hoach=` opens one plan (the
 * hospital dashboard's panel links here).
 */
export default function ActionPlansPage() {
  const { t } = useDashboardTranslation();
  const a = (k: string) => t(`actionPlans.${k}`);
  const api = useApi();
  const lang = useUiLanguage();
  const [params, setParams] = useAddressParams();
  const versions = useDashboardVersions();
  const hospitalId = toId(params.get('hospitalId'));
  const waveId = toId(params.get('phien_ban_id'));
  const planId = toId(params.get(PLAN_PARAM));
  const waves = (versions.data ?? []).filter((v) => hospitalId === null || v.hospitals.some((h) => h.hospital_id === hospitalId));
  const choices = useQuery({
    ...versionQueries.filters(api, lang, { phien_ban_id: waveId ?? 0, ...(hospitalId ? { hospital_id: hospitalId } : {}) }),
    enabled: waveId !== null,
  });
  const linked = useQuery({ ...resourceQueries(actionPlan).detail(api, planId ?? 0), enabled: planId !== null });
  const closeLinked = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(PLAN_PARAM);
        return next;
      },
      { replace: true },
    );
  const unit = (r: TActionPlan) => unitLabel(t, r.don_vi, r.phien_ban_id === waveId ? choices.data?.units : undefined);
  const status = (r: TActionPlan) => statusLabel(t, r.trang_thai);

  return (
    <>
      <ResourcePage
        config={{
          resource: actionPlan,
          title: a('title'),
          subtitle: a('subtitle'),
          addLabel: a('add'),
          icon: 'pi pi-check-square',
          empty: a('empty'),
          exportFile: 'ke-hoach-hanh-dong',
          filters: [
            {
              kind: 'select',
              name: 'phien_ban_id',
              label: a('wave'),
              options: [{ value: null, label: a('allWaves') }, ...waves.map((v) => ({ value: v.phien_ban_id, label: v.tieu_de_khao_sat }))],
            },
            {
              kind: 'select',
              name: 'trang_thai',
              label: a('status'),
              options: [{ value: null, label: a('allStatuses') }, ...ACTION_PLAN_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) }))],
            },
          ],
          columns: [
            { field: 'tieu_de', header: a('fields.tieu_de') },
            { field: 'tieu_de_khao_sat', header: a('wave') },
            { header: a('unit'), body: unit, text: unit },
            { header: a('status'), body: (r) => <Tag value={status(r)} severity={STATUS_SEVERITY[r.trang_thai]} />, text: status },
            { field: 'nguoi_phu_trach', header: a('fields.nguoi_phu_trach') },
            { field: 'ngay_ket_thuc', header: a('fields.ngay_ket_thuc') },
            { field: 'muc_tieu', header: a('fields.muc_tieu'), body: (r) => <span className="hm-plan-clip">{r.muc_tieu}</span>, text: (r) => r.muc_tieu },
            { field: 'updated_at', header: a('updated') },
          ],
          rowLabel: (r) => r.tieu_de,
          dialog: ({ row, close, hospitalId: h }) => <ActionPlanDialog row={row} hospitalId={h} waveId={waveId} onClose={close} />,
        }}
      />
      {planId !== null && linked.data && <ActionPlanDialog row={linked.data} hospitalId={linked.data.hospital_id} waveId={linked.data.phien_ban_id} onClose={closeLinked} />}
    </>
  );
}
