import { endpoints, REPORT_CHART_TYPES, REPORT_SOURCE_CODES, reportSourceOf, type TReportParams, type TReportWithDetails, ZReportInput } from '@hm/contract';
import { errorMessage, notify, useApi, useAppLink, useCanCall, useUiLanguage } from '@hm/platform';
import { FieldControl, type FieldDef } from '@hm/ui/crud';
import { useUnsavedChanges } from '@hm/ui/dialog';
import { applyServerErrors, Field } from '@hm/ui/form';
import '@hm/ui/form.css';
import { Page } from '@hm/ui/page';
import { ReportParamFields } from '@hm/ui/report';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useCallback, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useCataloguesTranslation } from '../i18n';
import { columnProblems, columnsOf, type ColumnDraft, detailsOf } from './report-columns';
import { reportQueries } from './report-queries';
import { REPORTS_PATH, reportPath, reportResource } from './report-resource';
import { ColumnsTable } from './ColumnsTable';
import { ReportPreview } from './ReportPreview';
import { placeDetailErrors } from './server-errors';
import './reports.css';

const ZInfo = ZReportInput.pick({ ma_report: true, ten_report: true, ten_report_english: true, mo_ta: true, nguon: true, bieu_do: true, tam_ngung: true });
type Info = z.input<typeof ZInfo>;
const FIELDS = ['ma_report', 'ten_report', 'ten_report_english', 'mo_ta', 'nguon', 'bieu_do', 'tam_ngung'];
const ID = 'hm-report-edit';
const DEFAULT_SOURCE = 'response_rate_department' as const;

const infoOf = (r: TReportWithDetails | undefined): Info =>
  r
    ? {
        ma_report: r.ma_report,
        ten_report: r.ten_report,
        ten_report_english: r.ten_report_english ?? '',
        mo_ta: r.mo_ta ?? '',
        nguon: r.nguon,
        bieu_do: r.bieu_do,
        tam_ngung: r.tam_ngung,
      }
    : { ma_report: '', ten_report: '', ten_report_english: '', mo_ta: '', nguon: DEFAULT_SOURCE, bieu_do: 'bar_horizontal', tam_ngung: false };

/** The parameters of `params` the source takes. */
const paramsFor = (code: string, params: TReportParams): TReportParams => {
  const keys = new Set((reportSourceOf(code)?.params ?? []).map((p) => p.key));
  return Object.fromEntries(Object.entries(params).filter(([k]) => keys.has(k as never))) as TReportParams;
};

/**
 * A report definition's page: code, names, description, data source (with what it answers),
 * chart, fixed parameters, the columns; one 'Lưu' writes it all (a new one, then its page); the
 * page's checks and the server's refusals land on their fields, columns and parameters. Below,
 * the saved definition's first page and chart. Back asks before dropping unsaved edits.
 */
export function ReportEditor({ report }: { report?: TReportWithDetails }) {
  const { t } = useCataloguesTranslation();
  const lang = useUiLanguage();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const link = useAppLink();
  const r = (k: string, o: Record<string, unknown> = {}) => t(`reports.${k}`, o);
  const mayWrite = useCanCall(report ? endpoints.reportUpdate : endpoints.reportCreate);

  const form = useForm<Info>({ resolver: zodResolver(ZInfo) as unknown as Resolver<Info>, defaultValues: infoOf(report) });
  const initialColumns = useMemo(() => columnsOf(reportSourceOf(report?.nguon ?? DEFAULT_SOURCE)!, report?.details ?? [], !report), [report]);
  const [columns, setColumns] = useState<ColumnDraft[]>(initialColumns);
  const [params, setParams] = useState<TReportParams>(report?.tham_so ?? {});
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ columns: Record<string, string>; params: Record<string, string> }>({ columns: {}, params: {} });
  const [saving, setSaving] = useState(false);
  const nguon = useWatch({ control: form.control, name: 'nguon' });
  const source = reportSourceOf(nguon)!;
  const dirty =
    form.formState.isDirty || JSON.stringify(detailsOf(columns)) !== JSON.stringify(detailsOf(initialColumns)) || JSON.stringify(params) !== JSON.stringify(report?.tham_so ?? {});

  // Back, the drawer, a link, closing the tab: each asks before dropping unsaved edits.
  const { confirmDiscard, proceed, dialog } = useUnsavedChanges(dirty && !saving);

  const problems = useMemo(() => columnProblems(columns), [columns]);
  const columnMessages = useMemo<Record<string, string>>(
    () => ({ ...serverErrors.columns, ...(checked ? Object.fromEntries(Object.entries(problems.byField).map(([f, p]) => [f, t(`reports.problems.${p}`)])) : {}) }),
    [serverErrors.columns, checked, problems, t],
  );
  const onColumns = useCallback((next: ColumnDraft[]) => {
    setColumns(next);
    setServerErrors((s) => (Object.keys(s.columns).length ? { ...s, columns: {} } : s));
  }, []);

  const changeSource = (code: string) => {
    setColumns(columnsOf(reportSourceOf(code)!, [], true));
    setParams((p) => paramsFor(code, p));
    setServerErrors({ columns: {}, params: {} });
  };
  const back = () => {
    const go = () => void (location.key !== 'default' ? navigate(-1) : navigate(link(REPORTS_PATH)));
    confirmDiscard(go);
  };

  const save = form.handleSubmit(async (values) => {
    setChecked(true);
    if (problems.noneShown || Object.keys(problems.byField).length > 0) {
      notify.error(problems.noneShown ? r('problems.noneShown') : r(`problems.${Object.values(problems.byField)[0]}`));
      return;
    }
    const details = detailsOf(columns);
    const body = { ...(values as z.output<typeof ZInfo>), tham_so: paramsFor(values.nguon, params), details };
    setSaving(true);
    try {
      const saved = report ? await api.call(endpoints.reportUpdate, { body: { ...body, report_id: report.report_id } }) : await api.call(endpoints.reportCreate, { body });
      notify.success(r('saved'));
      // The page remounts on the stored definition (its key is the update time): state, preview and all.
      queryClient.setQueryData(reportQueries.detail(api, saved.report_id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [reportResource.name, 'list'] });
      if (!report) proceed(() => void navigate(link(reportPath(saved.report_id)), { replace: true }));
    } catch (err) {
      applyServerErrors(err, form.setError, FIELDS);
      setServerErrors(placeDetailErrors(err, details));
      notify.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  });

  const text = (name: keyof Info & string, label: string, kind: FieldDef<Info>['kind'] = 'text'): FieldDef<Info> => ({ name, label, kind });
  const sourceOptions = REPORT_SOURCE_CODES.map((c) => ({ value: c, label: lang === 'en' ? reportSourceOf(c)!.en : reportSourceOf(c)!.vi }));
  const disabled = !mayWrite;

  return (
    <Page
      title={report ? r('editTitle', { name: report.ten_report }) : r('newTitle')}
      actions={
        <>
          <Button type="button" label={r('back')} icon="pi pi-arrow-left" severity="secondary" outlined onClick={back} />
          {mayWrite && <Button type="submit" form={ID} label={r('save')} icon="pi pi-save" loading={saving} disabled={!dirty && !!report} />}
        </>
      }
    >
      <form id={ID} className="hm-form hm-report-edit" onSubmit={(e) => void save(e)} noValidate>
        {disabled && <Message severity="info" text={r('readOnly')} />}
        <section className="hm-report-edit-section" aria-labelledby={`${ID}-info`}>
          <h2 id={`${ID}-info`}>{r('info')}</h2>
          <div className="hm-form-grid">
            {[text('ma_report', r('code')), text('ten_report', r('name')), text('ten_report_english', r('nameEn'))].map((def) => (
              <FieldControl key={def.name} def={def} form={form} id={`${ID}-${def.name}`} ctx={{ hospitalId: null }} disabled={disabled} />
            ))}
            <Field id={`${ID}-nguon`} label={r('source')} hint={lang === 'en' ? source.description_en : source.description_vi} error={form.formState.errors.nguon?.message}>
              <Controller
                name="nguon"
                control={form.control}
                render={({ field }) => (
                  <Dropdown
                    optionLabel="label"
                    optionValue="value"
                    inputId={`${ID}-nguon`}
                    value={field.value}
                    options={sourceOptions}
                    disabled={disabled}
                    onChange={(e) => (field.onChange(e.value), changeSource(e.value as string))}
                  />
                )}
              />
            </Field>
            <Field id={`${ID}-bieu_do`} label={r('chart')}>
              <Controller
                name="bieu_do"
                control={form.control}
                render={({ field }) => (
                  <Dropdown
                    optionLabel="label"
                    optionValue="value"
                    inputId={`${ID}-bieu_do`}
                    value={field.value}
                    options={REPORT_CHART_TYPES.map((c) => ({ value: c, label: r(`charts.${c}`) }))}
                    disabled={disabled}
                    onChange={(e) => field.onChange(e.value)}
                  />
                )}
              />
            </Field>
          </div>
          <FieldControl def={text('mo_ta', r('description'), 'textarea')} form={form} id={`${ID}-mo_ta`} ctx={{ hospitalId: null }} disabled={disabled} />
          <FieldControl def={{ name: 'tam_ngung', label: r('suspended'), kind: 'switch' }} form={form} id={`${ID}-tam_ngung`} ctx={{ hospitalId: null }} disabled={disabled} />
          <p className="hm-report-edit-hint">{r('sourceHint')}</p>
        </section>

        {source.params.length > 0 && (
          <section className="hm-report-edit-section" aria-labelledby={`${ID}-params`}>
            <h2 id={`${ID}-params`}>{r('params')}</h2>
            <p className="hm-report-edit-hint">{r('paramsHint')}</p>
            <div className="hm-form-grid">
              <ReportParamFields
                params={source.params.map((p) => ({ ...p, required: false }))}
                value={params}
                onChange={(v) => (setParams(v), setServerErrors((s) => ({ ...s, params: {} })))}
                errors={serverErrors.params}
                idPrefix={`${ID}-param`}
                emptyLabel={r('notFixed')}
                disabled={disabled}
              />
            </div>
          </section>
        )}

        <section className="hm-report-edit-section" aria-labelledby={`${ID}-columns`}>
          <h2 id={`${ID}-columns`}>{r('columns')}</h2>
          <p className="hm-report-edit-hint">{r('columnsHint')}</p>
          {checked && problems.noneShown && <Message severity="error" text={r('problems.noneShown')} />}
          <ColumnsTable columns={columns} onChange={onColumns} problems={columnMessages} disabled={disabled} idPrefix={`${ID}-col`} />
        </section>
      </form>
      {report ? <ReportPreview report={report} dirty={dirty} /> : <p className="hm-report-edit-hint">{r('previewAfterSave')}</p>}
      {dialog}
    </Page>
  );
}
