import { ACTION_PLAN_STATUSES, actionPlan, endpoints, type TActionPlan, type TActionPlanInput, upload } from '@hm/contract';
import { resourceQueries, useApi, useCanCall, useEndpointQuery, useUiLanguage } from '@hm/platform';
import { FieldControl, type FieldDef, useResourceForm } from '@hm/ui/crud';
import { Field, FormDialog, invalidProps } from '@hm/ui/form';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useFileDownload } from '../api/download';
import { scoreQueries } from '../api/scores';
import { useDashboardVersions, versionQueries } from '../api/versions';
import { formatPercent } from '../shared/format';
import { useDashboardTranslation } from '../i18n';
import { AttachedFiles } from './AttachedFiles';
import { MilestonesField } from './MilestonesField';
import { PlanPrint } from './PlanPrint';
import { PlanResults } from './PlanResults';
import { ProgressNotesField } from './ProgressNotesField';
import './action-plans.css';

export interface ActionPlanDialogProps {
  row: TActionPlan | undefined;
  hospitalId: number | null;
  /** The wave a new plan starts on (the list's wave filter). */
  waveId: number | null;
  onClose: () => void;
}

const ID = 'hm-plan';
const WHOLE = 'whole';

/**
 * One action plan, AHRQ's planning tool as a form: the wave and unit, the focus composites
 * (weakest of the wave first), the SMART goal, initiatives, lead, people affected, resources,
 * barriers, process and outcome measures, communication, the timeline with milestones, the
 * status and dated progress notes, attachments from the hospital's uploads, and, once saved,
 * the composites re-measured in the next wave. Unsaved edits ask before closing; Print prints the plan.
 */
export function ActionPlanDialog({ row, hospitalId, waveId, onClose }: ActionPlanDialogProps) {
  const { t } = useDashboardTranslation();
  const a = (k: string, o?: Record<string, unknown>) => t(`actionPlans.${k}`, o);
  const api = useApi();
  const lang = useUiLanguage();
  const versions = useDashboardVersions();
  const hospital = row?.hospital_id ?? hospitalId;
  const waves = (versions.data ?? []).filter((v) => hospital !== null && v.hospitals.some((h) => h.hospital_id === hospital));
  const firstWave = waveId ?? waves.find((v) => v.has_snapshot)?.phien_ban_id ?? null;
  const { form, submit, saving, editing } = useResourceForm(actionPlan, {
    row,
    defaults: {
      hospital_id: hospital ?? undefined,
      phien_ban_id: firstWave ?? undefined,
      don_vi: null,
      tieu_de: '',
      linh_vuc: [],
      muc_tieu: '',
      trang_thai: 'draft',
      moc: [],
      tien_do: [],
      tep_dinh_kem: [],
    } as Partial<TActionPlanInput>,
    onSaved: onClose,
  });
  const f = form as unknown as UseFormReturn<TActionPlanInput>;
  const wave = (f.watch('phien_ban_id') as number | undefined) ?? null;
  const scoreQuery = wave && hospital ? { phien_ban_id: wave, hospital_id: hospital } : null;
  const scores = useEndpointQuery(scoreQueries.compositeScore, scoreQuery && { query: scoreQuery });
  const choices = useQuery({ ...versionQueries.filters(api, lang, scoreQuery ?? { phien_ban_id: 0 }), enabled: !!scoreQuery });
  const mayUpload = useCanCall(endpoints.uploadList);
  const download = useFileDownload(endpoints.actionPlanExport);
  const uploads = useQuery({ ...resourceQueries(upload).list(api, { hospitalId: hospital ?? undefined, page: 1, size: 200 } as never), enabled: mayUpload && hospital !== null });
  const files = ((uploads.data as { data?: { upload_id: number; ten_tep: string; hospital_id: number | null }[] } | undefined)?.data ?? []).filter(
    (u) => u.hospital_id === hospital,
  );

  const composites = [...(scores.data?.composites ?? [])].sort((x, y) => (x.score ?? 101) - (y.score ?? 101));
  const compositeName = (code: string) => composites.find((c) => c.ma_composite === code)?.name ?? code;
  const errors = f.formState.errors;
  const err = (k: keyof TActionPlanInput) => (errors[k] as { message?: string } | undefined)?.message;
  const field = (def: FieldDef<TActionPlanInput>, required = false) => (
    <FieldControl key={def.name} def={def} form={f} id={`${ID}-${def.name}`} ctx={{ hospitalId: hospital }} disabled={false} required={required} />
  );
  const text = (name: keyof TActionPlanInput, kind: 'text' | 'textarea' = 'textarea', required = false, hint?: string) =>
    field({ name, label: a(`fields.${name}`), kind, ...(hint ? { hint } : {}) }, required);
  const section = (key: string, children: ReactNode) => (
    <section className="hm-plan-section" aria-labelledby={`${ID}-${key}`}>
      <h3 id={`${ID}-${key}`}>{a(`sections.${key}`)}</h3>
      {children}
    </section>
  );
  const waveTitle = waves.find((v) => v.phien_ban_id === wave)?.tieu_de_khao_sat ?? row?.tieu_de_khao_sat ?? '';

  return (
    <FormDialog formId={`${ID}-form`} header={row ? a('edit', { title: row.tieu_de }) : a('add')} onHide={onClose} saving={saving} dirty={f.formState.isDirty && !saving} wide>
      <div className="hm-plan-toolbar">
        {row && (
          <Button
            type="button"
            icon="pi pi-file-excel"
            label={a('exportPlan')}
            outlined
            size="small"
            loading={download.isPending}
            onClick={() => download.mutate({ args: { params: { id: row.ke_hoach_id } }, fileName: `ke-hoach-hanh-dong-${row.ke_hoach_id}.xlsx` })}
          />
        )}
        <Button type="button" icon="pi pi-print" label={a('print')} outlined size="small" onClick={() => window.print()} />
      </div>
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        {section(
          'focus',
          <>
            {text('tieu_de', 'text', true)}
            <div className="hm-form-grid">
              <Field id={`${ID}-phien_ban_id`} label={a('wave')} error={err('phien_ban_id')} required>
                {editing ? (
                  // A plan stays with its wave (its composites and unit are the wave's).
                  <InputText id={`${ID}-phien_ban_id`} value={waveTitle} readOnly />
                ) : (
                  <Controller
                    name="phien_ban_id"
                    control={f.control}
                    render={({ field: c }) => (
                      <Dropdown
                        inputId={`${ID}-phien_ban_id`}
                        value={c.value ?? null}
                        options={waves.map((v) => ({ value: v.phien_ban_id, label: v.tieu_de_khao_sat }))}
                        onChange={(e) => {
                          if (e.value !== c.value) {
                            f.setValue('linh_vuc', [], { shouldDirty: true });
                            f.setValue('don_vi', null, { shouldDirty: true });
                          }
                          c.onChange(e.value);
                        }}
                        loading={versions.isPending}
                        aria-required
                        {...invalidProps(`${ID}-phien_ban_id`, err('phien_ban_id'))}
                      />
                    )}
                  />
                )}
              </Field>
              <Field id={`${ID}-don_vi`} label={a('unit')} error={err('don_vi')}>
                <Controller
                  name="don_vi"
                  control={f.control}
                  render={({ field: c }) => (
                    <Dropdown
                      inputId={`${ID}-don_vi`}
                      value={c.value === null || c.value === undefined ? WHOLE : c.value}
                      options={[{ value: WHOLE, label: a('wholeHospital') }, ...(choices.data?.units ?? []).map((u) => ({ value: u.gia_tri, label: u.label }))]}
                      onChange={(e) => c.onChange(e.value === WHOLE ? null : e.value)}
                      loading={choices.isFetching}
                      {...invalidProps(`${ID}-don_vi`, err('don_vi'))}
                    />
                  )}
                />
              </Field>
            </div>
            <Field id={`${ID}-linh_vuc`} label={a('fields.linh_vuc')} error={err('linh_vuc')} hint={a('fields.linh_vucHint')} required>
              <Controller
                name="linh_vuc"
                control={f.control}
                render={({ field: c }) => (
                  <MultiSelect
                    inputId={`${ID}-linh_vuc`}
                    value={c.value ?? []}
                    options={composites.map((k) => ({ value: k.ma_composite, label: k.score === null ? k.name : `${k.name} — ${formatPercent(k.score, lang)}` }))}
                    onChange={(e) => c.onChange(e.value)}
                    display="chip"
                    loading={scores.isFetching}
                    {...invalidProps(`${ID}-linh_vuc`, err('linh_vuc'))}
                  />
                )}
              />
            </Field>
            {text('muc_tieu', 'textarea', true, a('fields.muc_tieuHint'))}
          </>,
        )}
        {section(
          'actions',
          <>
            {text('sang_kien')}
            {text('nguoi_phu_trach', 'text', false, a('fields.nguoi_phu_trachHint'))}
            {text('doi_tuong')}
            {text('nguon_luc')}
            {text('tro_ngai')}
            {text('truyen_thong')}
          </>,
        )}
        {section(
          'measures',
          <>
            {text('do_luong_quy_trinh')}
            {text('do_luong_ket_qua')}
          </>,
        )}
        {section(
          'timeline',
          <>
            <div className="hm-form-grid">
              {(['ngay_bat_dau', 'ngay_ket_thuc'] as const).map((k) => (
                <Field key={k} id={`${ID}-${k}`} label={a(`fields.${k}`)} error={err(k)}>
                  <input
                    id={`${ID}-${k}`}
                    type="date"
                    className={`p-inputtext p-component${err(k) ? ' p-invalid' : ''}`}
                    {...f.register(k, { setValueAs: (v: string) => v || null })}
                    {...invalidProps(`${ID}-${k}`, err(k))}
                  />
                </Field>
              ))}
            </div>
            <MilestonesField form={f} idPrefix={ID} />
          </>,
        )}
        {section(
          'progress',
          <>
            {field({ name: 'trang_thai', label: a('fields.trang_thai'), kind: 'select', options: ACTION_PLAN_STATUSES.map((s) => ({ value: s, label: a(`statuses.${s}`) })) })}
            <ProgressNotesField form={f} idPrefix={ID} />
          </>,
        )}
        {section(
          'attachments',
          <>
            {mayUpload ? (
              field({
                name: 'tep_dinh_kem',
                label: a('attachments.pick'),
                kind: 'multiselect',
                hint: a('attachments.hint'),
                options: files.map((u) => ({ value: u.upload_id, label: u.ten_tep })),
              })
            ) : (
              <p className="hm-plan-muted">{(row?.tep_dinh_kem.length ?? 0) > 0 ? a('attachments.noAccess') : a('attachments.none')}</p>
            )}
            <AttachedFiles ids={row?.tep_dinh_kem ?? []} names={new Map(files.map((u) => [u.upload_id, u.ten_tep]))} />
          </>,
        )}
        {section('results', row ? <PlanResults planId={row.ke_hoach_id} /> : <p className="hm-plan-muted">{a('results.saveFirst')}</p>)}
      </form>
      <PlanPrint
        plan={f.watch()}
        planId={row?.ke_hoach_id ?? null}
        hospitalName={row?.hospital_name ?? scores.data?.scope.hospitals[0]?.name ?? ''}
        waveTitle={waveTitle}
        compositeName={compositeName}
        units={choices.data?.units}
      />
    </FormDialog>
  );
}
