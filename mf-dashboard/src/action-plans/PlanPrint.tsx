import type { TActionPlanInput, TDashboardFilters } from '@hm/contract';
import { createPortal } from 'react-dom';
import { useDashboardTranslation } from '../i18n';
import { statusLabel, unitLabel } from './plan-data';
import { PlanResults } from './PlanResults';

export interface PlanPrintProps {
  plan: TActionPlanInput;
  planId: number | null;
  hospitalName: string;
  waveTitle: string;
  compositeName: (code: string) => string;
  units: TDashboardFilters['units'] | undefined;
}

const TEXT_FIELDS = ['muc_tieu', 'sang_kien', 'nguoi_phu_trach', 'doi_tuong', 'nguon_luc', 'tro_ngai', 'do_luong_quy_trinh', 'do_luong_ket_qua', 'truyen_thong'] as const;

/**
 * The plan as it prints (the browser's print, action-plans.css `@media print`): the form's
 * current values as a document, in the order of AHRQ's planning tool, outside the dialog so
 * that nothing else of the page prints. Hidden on screen.
 * @example <PlanPrint plan={form.watch()} planId={12} … />
 */
export function PlanPrint({ plan, planId, hospitalName, waveTitle, compositeName, units }: PlanPrintProps) {
  const { t } = useDashboardTranslation();
  const f = (k: string) => t(`actionPlans.fields.${k}`);
  const value = (v: string | null | undefined) => v || t('actionPlans.notSet');
  return createPortal(
    <article className="hm-plan-print">
      <h1>{t('actionPlans.printTitle')}</h1>
      <h2>{plan.tieu_de}</h2>
      <dl>
        <dt>{t('actionPlans.printHospital')}</dt>
        <dd>{hospitalName}</dd>
        <dt>{t('actionPlans.wave')}</dt>
        <dd>{waveTitle}</dd>
        <dt>{t('actionPlans.unit')}</dt>
        <dd>{unitLabel(t, plan.don_vi ?? null, units)}</dd>
        <dt>{f('trang_thai')}</dt>
        <dd>{statusLabel(t, plan.trang_thai ?? 'draft')}</dd>
        <dt>{f('linh_vuc')}</dt>
        <dd>{(plan.linh_vuc ?? []).map(compositeName).join('; ')}</dd>
        {TEXT_FIELDS.map((k) => (
          <div key={k}>
            <dt>{f(k)}</dt>
            <dd>{value(plan[k] as string | null | undefined)}</dd>
          </div>
        ))}
        <dt>{`${f('ngay_bat_dau')} – ${f('ngay_ket_thuc')}`}</dt>
        <dd>{`${value(plan.ngay_bat_dau)} – ${value(plan.ngay_ket_thuc)}`}</dd>
      </dl>
      <h3>{t('actionPlans.milestones.caption')}</h3>
      <ul>
        {(plan.moc ?? []).map((m, i) => (
          <li key={i}>{`${m.xong ? '☑' : '☐'} ${m.ten}${m.han ? ` (${m.han})` : ''}`}</li>
        ))}
      </ul>
      <h3>{t('actionPlans.notes.caption')}</h3>
      <ul>
        {(plan.tien_do ?? []).map((n, i) => (
          <li key={i}>{`${n.ngay}: ${n.noi_dung}`}</li>
        ))}
      </ul>
      {planId !== null && (
        <>
          <h3>{t('actionPlans.sections.results')}</h3>
          <PlanResults planId={planId} />
        </>
      )}
    </article>,
    document.body,
  );
}
