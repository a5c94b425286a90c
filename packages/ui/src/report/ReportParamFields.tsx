import { defaultVersionOf, endpoints, type ReportSourceParam, type TLanguage, type TReportParams } from '@hm/contract';
import { i18n, useApi, useCanCall, useCurrentUser, useUiLanguage } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { EndpointSelect } from '../crud/EndpointSelect';
import { Field, invalidProps } from '../form/Field';

export type ReportParamKey = ReportSourceParam['key'];

export interface ReportParamFieldsProps {
  /** The parameters to fill (a source's, or those a run asks for). */
  params: readonly ReportSourceParam[];
  value: TReportParams;
  onChange: (next: TReportParams) => void;
  errors?: Partial<Record<ReportParamKey, string>>;
  /** Prefix of the controls' ids (`${idPrefix}-${key}`). */
  idPrefix: string;
  /** What an empty optional choice means: 'Tất cả' for a reader, 'Không cố định' in a definition. */
  emptyLabel: string;
  disabled?: boolean;
  /**
   * A reader's form: an empty survey version starts on the one the dashboards open on
   * (`defaultVersionOf`). Not in a definition, where empty means 'not fixed'.
   */
  preselectVersion?: boolean;
}

/** A value with one key set (or removed when empty). */
function withValue(value: TReportParams, key: ReportParamKey, v: unknown): TReportParams {
  const next: Record<string, unknown> = { ...value };
  if (v === null || v === undefined || v === '') delete next[key];
  else next[key] = v;
  // A department belongs to the hospital chosen before it.
  if (key === 'hospital_id') delete next.phong_ban_id;
  return next as TReportParams;
}

/**
 * The pickers of a report's parameters, one per parameter, named by the source's label in the
 * display language: survey version (the dashboard's list), hospital (the caller's), department
 * (of the hospital chosen, else of the caller's own), dates (yyyy-mm-dd) and language.
 * @example <ReportParamFields params={source.params} value={params} onChange={setParams} idPrefix="hm-report-param" emptyLabel="Tất cả" />
 */
export function ReportParamFields({ params, value, onChange, errors = {}, idPrefix, emptyLabel, disabled, preselectVersion }: ReportParamFieldsProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const api = useApi();
  const user = useCurrentUser();
  const mayListVersions = useCanCall(endpoints.reportVersions);
  const wantsVersion = params.some((p) => p.kind === 'version');
  const versions = useQuery({
    queryKey: ['report-params', 'versions'],
    queryFn: ({ signal }) => api.call(endpoints.reportVersions, {}, { silent: true, signal }),
    enabled: wantsVersion && mayListVersions,
    staleTime: 5 * 60_000,
  });
  const hospitalId = value.hospital_id ?? user?.hospital?.hospital_id ?? null;
  const set = (key: ReportParamKey, v: unknown) => onChange(withValue(value, key, v));
  const versionKey = params.find((p) => p.kind === 'version')?.key;
  const preselected =
    preselectVersion && versionKey !== undefined && (value as Record<string, unknown>)[versionKey] === undefined && versions.data
      ? (defaultVersionOf(versions.data)?.phien_ban_id ?? null)
      : null;
  // Once: a reader who empties it afterwards ('Tất cả') keeps the choice.
  const done = useRef(false);
  useEffect(() => {
    if (done.current || preselected === null || versionKey === undefined) return;
    done.current = true;
    onChange(withValue(value, versionKey, preselected));
  }, [preselected]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      {params.map((p) => {
        const id = `${idPrefix}-${p.key}`;
        const label = lang === 'en' ? p.en : p.vi;
        const error = errors[p.key];
        const aria = invalidProps(id, error);
        const empty = p.required ? undefined : emptyLabel;
        const current = (value as Record<string, unknown>)[p.key];
        const control = () => {
          switch (p.kind) {
            case 'version':
              return mayListVersions ? (
                <Dropdown
                  optionLabel="label"
                  optionValue="value"
                  inputId={id}
                  value={current ?? null}
                  options={[...(empty ? [{ value: null, label: empty }] : []), ...(versions.data ?? []).map((v) => ({ value: v.phien_ban_id, label: v.tieu_de_khao_sat }))]}
                  onChange={(e) => set(p.key, e.value)}
                  filter={(versions.data?.length ?? 0) > 8}
                  loading={versions.isLoading}
                  invalid={!!error}
                  disabled={disabled}
                  {...aria}
                />
              ) : (
                <InputText id={id} value={current === undefined ? '' : String(current)} disabled readOnly />
              );
            case 'hospital':
              return (
                <EndpointSelect
                  inputId={id}
                  endpoint={endpoints.hospitalAuth}
                  value={(current as number | undefined) ?? null}
                  onChange={(v) => set(p.key, v)}
                  allLabel={empty}
                  invalid={!!error}
                  disabled={disabled}
                />
              );
            case 'department':
              return hospitalId === null ? (
                <InputText id={id} value="" disabled readOnly placeholder={t('report.hospitalFirst')} />
              ) : (
                <EndpointSelect
                  inputId={id}
                  endpoint={endpoints.departmentCombo}
                  query={{ hospitalId }}
                  value={(current as number | undefined) ?? null}
                  onChange={(v) => set(p.key, v)}
                  allLabel={empty}

                  invalid={!!error}
                  disabled={disabled}
                />
              );
            case 'date':
              return (
                <InputText
                  id={id}
                  type="date"
                  value={(current as string | undefined) ?? ''}
                  onChange={(e) => set(p.key, e.target.value)}
                  invalid={!!error}
                  disabled={disabled}
                  {...aria}
                />
              );
            case 'language':
              return (
                <Dropdown
                  optionLabel="label"
                  optionValue="value"
                  inputId={id}
                  value={current ?? null}
                  options={[...(empty ? [{ value: null, label: empty }] : []), { value: 'vi', label: t('report.language.vi') }, { value: 'en', label: t('report.language.en') }]}
                  onChange={(e) => set(p.key, e.value)}
                  invalid={!!error}
                  disabled={disabled}
                  {...aria}
                />
              );
          }
        };
        return (
          <Field key={p.key} id={id} label={`${label}${p.required ? ' *' : ''}`} error={error} hint={p.kind === 'version' && !mayListVersions ? t('report.noVersions') : undefined}>
            {control()}
          </Field>
        );
      })}
    </>
  );
}

/**
 * The required parameters left empty, each with its message in the display language
 * ('Vui lòng chọn phiên bản khảo sát').
 * @example missingParams(source.params, {}, 'vi') // { phien_ban_id: 'Vui lòng chọn phiên bản khảo sát' }
 */
export function missingParams(params: readonly ReportSourceParam[], value: TReportParams, lang: TLanguage): Partial<Record<ReportParamKey, string>> {
  const out: Partial<Record<ReportParamKey, string>> = {};
  for (const p of params) {
    const v = (value as Record<string, unknown>)[p.key];
    if (p.required && (v === undefined || v === null || v === ''))
      out[p.key] = i18n.t('report.required', { ns: 'common', lng: lang, name: lang === 'en' ? p.en : p.vi.toLocaleLowerCase('vi') });
  }
  return out;
}
