import { benchmark, BENCHMARK_KINDS, type TBenchmark, type TBenchmarkInput } from '@hm/contract';
import { useEndpointQuery } from '@hm/platform';
import { FieldControl, type FieldDef, useResourceForm } from '@hm/ui/crud';
import { Field, FormDialog, invalidProps } from '@hm/ui/form';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useCataloguesTranslation } from '../i18n';
import { benchmarkInstruments } from './benchmark-queries';
import { BenchmarkValuesTable } from './BenchmarkValuesTable';

export interface BenchmarkDialogProps {
  row: TBenchmark | undefined;
  onClose: () => void;
}

const ID = 'hm-benchmark-dialog';

/**
 * A benchmark set: where its figures come from (source, kind, year, instrument, hospitals,
 * respondents, note) and its values, a percent positive per composite (and item) of the
 * instrument chosen. Changing the instrument empties the values: codes belong to one instrument.
 */
export function BenchmarkDialog({ row, onClose }: BenchmarkDialogProps) {
  const { t } = useCataloguesTranslation();
  const b = (k: string) => t(`pages.benchmarks.${k}`);
  const instruments = useEndpointQuery(benchmarkInstruments, {});
  const { form, submit, saving, editing } = useResourceForm(benchmark, {
    row,
    defaults: {
      ma_benchmark: '',
      ten_nguon: '',
      loai: 'database',
      nam: null as unknown as number,
      instrument_code: '',
      so_benh_vien: null as unknown as number,
      so_nguoi_tra_loi: null,
      ghi_chu: '',
      tam_ngung: false,
      gia_tri: [],
    },
    toInput: (r) => ({ ghi_chu: r.ghi_chu ?? '' }),
    onSaved: onClose,
  });
  const f = form as unknown as UseFormReturn<TBenchmarkInput>;
  const field = (def: FieldDef<TBenchmarkInput>) => (
    <FieldControl key={def.name} def={def} form={f} id={`${ID}-${def.name}`} ctx={{ hospitalId: null }} disabled={editing && !!def.readOnlyOnEdit} />
  );
  const instrumentCode = f.watch('instrument_code');
  const codes = instruments.data?.find((i) => i.instrument_code === instrumentCode)?.codes;
  const errors = f.formState.errors;
  const instrumentError = errors.instrument_code?.message;
  const valuesError = (errors.gia_tri as { message?: string } | undefined)?.message;

  const values = () => {
    if (instruments.isError) {
      return (
        <div className="hm-cat-bench__state" role="alert">
          <span>{b('codesFailed')}</span>
          <Button type="button" size="small" outlined icon="pi pi-refresh" label={b('retry')} onClick={() => void instruments.refetch()} />
        </div>
      );
    }
    if (instruments.isPending) return <p className="hm-cat-muted">{b('loadingCodes')}</p>;
    if (!codes) return <p className="hm-cat-muted">{b('pickInstrument')}</p>;
    return (
      <Controller
        name="gia_tri"
        control={f.control}
        render={({ field: v }) => <BenchmarkValuesTable codes={codes} value={v.value ?? []} onChange={v.onChange} idPrefix={`${ID}-value`} error={valuesError} />}
      />
    );
  };

  return (
    <FormDialog formId={`${ID}-form`} header={row ? `${b('title')}: ${row.ma_benchmark}` : b('add')} onHide={onClose} saving={saving} dirty={f.formState.isDirty && !saving} wide>
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        <div className="hm-form-grid">
          {field({ name: 'ma_benchmark', label: b('code'), kind: 'text', readOnlyOnEdit: true })}
          {field({ name: 'ten_nguon', label: b('source'), kind: 'text', hint: b('sourceHint') })}
          {field({ name: 'loai', label: b('kind'), kind: 'select', options: BENCHMARK_KINDS.map((k) => ({ value: k, label: b(`kinds.${k}`) })) })}
          {field({ name: 'nam', label: b('year'), kind: 'number' })}
          <Field id={`${ID}-instrument_code`} label={b('instrumentField')} error={instrumentError}>
            <Controller
              name="instrument_code"
              control={f.control}
              render={({ field: c }) => (
                <Dropdown
                  inputId={`${ID}-instrument_code`}
                  value={c.value || null}
                  options={(instruments.data ?? []).map((i) => ({ value: i.instrument_code, label: `${i.instrument_code} — ${i.ten}` }))}
                  onChange={(e) => {
                    if (e.value !== c.value) f.setValue('gia_tri', []);
                    c.onChange(e.value);
                  }}
                  loading={instruments.isPending}
                  invalid={!!instrumentError}
                  {...invalidProps(`${ID}-instrument_code`, instrumentError)}
                />
              )}
            />
          </Field>
          {field({ name: 'so_benh_vien', label: b('hospitals'), kind: 'number' })}
          {field({ name: 'so_nguoi_tra_loi', label: b('respondents'), kind: 'number' })}
        </div>
        {field({ name: 'ghi_chu', label: b('note'), kind: 'textarea' })}
        {values()}
      </form>
    </FormDialog>
  );
}
