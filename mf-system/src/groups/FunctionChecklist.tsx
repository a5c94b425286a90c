import { MODULE_IDS, moduleName, type TGroupFunctionEntry } from '@hm/contract';
import { Checkbox } from 'primereact/checkbox';
import { useSystemTranslation } from '../i18n';

export interface FunctionChecklistProps {
  functions: readonly TGroupFunctionEntry[];
  value: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** A function the user may not change (not theirs to give, kept, or the whole list read-only). */
  fixed: (f: TGroupFunctionEntry) => boolean;
  idPrefix: string;
}

const MODULE_ORDER: string[] = ['core', ...MODULE_IDS];
const byModule = (fns: readonly TGroupFunctionEntry[]) => {
  const groups = new Map<string, TGroupFunctionEntry[]>();
  for (const f of fns) groups.set(f.module, [...(groups.get(f.module) ?? []), f]);
  const rank = (m: string) => (MODULE_ORDER.includes(m) ? MODULE_ORDER.indexOf(m) : MODULE_ORDER.length);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
};

/** A group's functions, one box per module with its count, a labelled checkbox per function. */
export function FunctionChecklist({ functions, value, onChange, fixed, idPrefix }: FunctionChecklistProps) {
  const { t, i18n } = useSystemTranslation();
  const en = i18n.language === 'en';
  const toggle = (id: number, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <div className="hm-group-functions">
      {byModule(functions).map(([module, fns]) => (
        <fieldset key={module} className="hm-fieldset">
          <legend>
            {moduleName(module, i18n.language)} <small>({t('groups.selected', { count: fns.filter((f) => value.has(f.chuc_nang_id)).length, total: fns.length })})</small>
          </legend>
          {fns.map((f) => {
            const id = `${idPrefix}-${f.chuc_nang_id}`;
            return (
              <div key={f.chuc_nang_id} className="hm-check">
                <Checkbox inputId={id} checked={value.has(f.chuc_nang_id)} onChange={(e) => toggle(f.chuc_nang_id, !!e.checked)} disabled={fixed(f)} />
                <label htmlFor={id}>
                  {en ? f.ten_chuc_nang_english : f.ten_chuc_nang} <code className="hm-group-code">{f.ma_chuc_nang}</code>
                  {!f.assignable && <small className="hm-group-note"> — {t('groups.notHeld')}</small>}
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
