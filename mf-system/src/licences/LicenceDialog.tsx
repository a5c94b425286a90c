import { endpoints, LICENSABLE_MODULES, moduleName, type THospitalLicences, type TModuleId } from '@hm/contract';
import { useEndpointMutation } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { FormDialog } from '@hm/ui/form';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useSystemTranslation } from '../i18n';

interface Draft {
  on: boolean;
  valid_from: string;
  valid_to: string;
}

const ID = 'hm-licence-dialog';

/** The hospital's licences as the dialog edits them. */
const draftOf = (row: THospitalLicences): Record<TModuleId, Draft> =>
  Object.fromEntries(
    LICENSABLE_MODULES.map((m) => {
      const l = row.licences.find((x) => x.module === m);
      return [m, { on: !!l, valid_from: l?.valid_from ?? '', valid_to: l?.valid_to ?? '' }];
    }),
  ) as Record<TModuleId, Draft>;
const sameDraft = (a: Draft, b: Draft) => a.on === b.on && a.valid_from === b.valid_from && a.valid_to === b.valid_to;

/** One hospital's licences: each module on or off, with an optional period (dates, keyboard-editable). */
export function LicenceDialog({ row, onClose }: { row: THospitalLicences; onClose: () => void }) {
  const { t, i18n } = useSystemTranslation();
  const [stored] = useState(() => draftOf(row));
  const [draft, setDraft] = useState(stored);
  const save = useEndpointMutation(endpoints.licenceUpdate, { invalidate: ['licence'], success: t('licences.saved'), onSuccess: onClose });
  const patch = (m: TModuleId, p: Partial<Draft>) => setDraft((d) => ({ ...d, [m]: { ...d[m], ...p } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const licences = LICENSABLE_MODULES.filter((m) => draft[m].on).map((m) => ({ module: m, valid_from: draft[m].valid_from || null, valid_to: draft[m].valid_to || null }));
    save.mutate({ params: { id: row.hospital_id }, body: { licences } });
  };
  const edited = LICENSABLE_MODULES.some((m) => !sameDraft(draft[m], stored[m]));
  return (
    <FormDialog formId={`${ID}-form`} header={t('licences.dialog', { name: row.name })} onHide={onClose} saving={save.isPending} dirty={edited && !save.isPending} wide>
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        <p>{t('licences.hint')}</p>
        {LICENSABLE_MODULES.map((m) => (
          // Named by its module: each group repeats the labels "Từ ngày" / "Đến ngày".
          <fieldset key={m} className="hm-form-grid" aria-label={moduleName(m, i18n.language)}>
            <div className="hm-check">
              <InputSwitch inputId={`${ID}-${m}`} checked={draft[m].on} onChange={(e) => patch(m, { on: !!e.value })} />
              <label htmlFor={`${ID}-${m}`}>{moduleName(m, i18n.language)}</label>
            </div>
            <Field id={`${ID}-${m}-from`} label={t('licences.from')}>
              <InputText id={`${ID}-${m}-from`} type="date" value={draft[m].valid_from} disabled={!draft[m].on} onChange={(e) => patch(m, { valid_from: e.target.value })} />
            </Field>
            <Field id={`${ID}-${m}-to`} label={t('licences.to')}>
              <InputText id={`${ID}-${m}-to`} type="date" value={draft[m].valid_to} disabled={!draft[m].on} onChange={(e) => patch(m, { valid_to: e.target.value })} />
            </Field>
          </fieldset>
        ))}
      </form>
    </FormDialog>
  );
}
