import type { TBenchmarkCode, TBenchmarkInput } from '@hm/contract';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { useUiLanguage } from '@hm/platform';
import { useState } from 'react';
import { useCataloguesTranslation } from '../i18n';

type Value = NonNullable<TBenchmarkInput['gia_tri']>[number];

export interface BenchmarkValuesTableProps {
  /** The codes of the set's instrument, composites first. */
  codes: readonly TBenchmarkCode[];
  value: readonly Value[];
  onChange: (values: Value[]) => void;
  idPrefix: string;
  /** The form's message about the values, if any. */
  error?: string | undefined;
}

/**
 * The values of a set as a table of its instrument's composites (and, on demand, items), one
 * number each: empty means the source does not give it. The controls cannot hold a value out of
 * 0–100 or with more than one decimal; the contract's schema checks again.
 */
export function BenchmarkValuesTable({ codes, value, onChange, idPrefix, error }: BenchmarkValuesTableProps) {
  const { t } = useCataloguesTranslation();
  const lang = useUiLanguage();
  const b = (k: string, o?: Record<string, unknown>) => t(`pages.benchmarks.${k}`, o);
  const byCode = new Map(value.map((v) => [v.ma, v.ty_le_tich_cuc]));
  const [showItems, setShowItems] = useState(() => value.some((v) => v.loai === 'item'));
  const set = (c: TBenchmarkCode, pct: number | null) => {
    const next = new Map(byCode);
    if (pct === null) next.delete(c.ma);
    else next.set(c.ma, pct);
    // In the instrument's order, only what was entered.
    onChange(codes.filter((x) => next.has(x.ma)).map((x) => ({ loai: x.loai, ma: x.ma, ty_le_tich_cuc: next.get(x.ma)! })));
  };
  const section = (loai: TBenchmarkCode['loai']) => {
    const rows = codes.filter((c) => c.loai === loai);
    return (
      <table className="hm-cat-bench__table">
        <caption className="hm-cat-bench__caption">{b(loai === 'composite' ? 'composites' : 'items')}</caption>
        <tbody>
          {rows.map((c) => {
            const id = `${idPrefix}-${c.ma}`;
            return (
              <tr key={c.ma}>
                <th scope="row">
                  <label htmlFor={id}>
                    <span className="hm-cat-bench__code">{c.ma}</span> {c.ten}
                  </label>
                </th>
                <td>
                  <InputNumber
                    inputId={id}
                    value={byCode.get(c.ma) ?? null}
                    onValueChange={(e) => set(c, e.value ?? null)}
                    min={0}
                    max={100}
                    minFractionDigits={0}
                    maxFractionDigits={1}
                    suffix=" %"
                    locale={lang === 'en' ? 'en-US' : 'vi-VN'}
                    inputClassName="hm-cat-bench__input"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  };
  const hasItems = codes.some((c) => c.loai === 'item');
  return (
    <fieldset className="hm-fieldset hm-cat-bench">
      <legend>{b('valuesTitle')}</legend>
      <small className="hm-form-field__hint">{b('valuesHint')}</small>
      {error && (
        <small className="hm-form-field__error" role="alert">
          {error}
        </small>
      )}
      {section('composite')}
      {hasItems && (
        <div className="hm-check">
          <InputSwitch inputId={`${idPrefix}-show-items`} checked={showItems} onChange={(e) => setShowItems(!!e.value)} />
          <label htmlFor={`${idPrefix}-show-items`}>{b('showItems')}</label>
        </div>
      )}
      {hasItems && showItems && section('item')}
    </fieldset>
  );
}
