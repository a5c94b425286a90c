import { toWireTime, type TActionPlanInput } from '@hm/contract';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useDashboardTranslation } from '../i18n';
import { ListCell, messageOf } from './ListCell';

type Form = UseFormReturn<TActionPlanInput>;

/**
 * The plan's dated progress notes, newest added on top, each with its day (today by default).
 * @example <ProgressNotesField form={form} idPrefix="hm-plan" />
 */
export function ProgressNotesField({ form, idPrefix }: { form: Form; idPrefix: string }) {
  const { t } = useDashboardTranslation();
  const { fields, prepend, remove } = useFieldArray({ control: form.control, name: 'tien_do' as never });
  const errors = form.formState.errors.tien_do as unknown as { ngay?: unknown; noi_dung?: unknown }[] | undefined;
  return (
    <fieldset className="hm-plan-list">
      <legend>{t('actionPlans.notes.caption')}</legend>
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('actionPlans.notes.add')}
        outlined
        size="small"
        onClick={() => prepend({ ngay: toWireTime(new Date()).slice(0, 10), noi_dung: '' } as never, { focusName: 'tien_do.0.noi_dung' })}
      />
      {fields.length === 0 && <p className="hm-plan-muted">{t('actionPlans.notes.empty')}</p>}
      {fields.map((f, i) => {
        const id = `${idPrefix}-tien-do-${i}`;
        return (
          <div key={f.id} className="hm-plan-list__row" data-row="progress-note">
            <ListCell id={`${id}-ngay`} label={t('actionPlans.notes.date')} error={messageOf(errors?.[i]?.ngay)}>
              {(aria) => <InputText id={`${id}-ngay`} type="date" {...form.register(`tien_do.${i}.ngay` as const)} {...aria} />}
            </ListCell>
            <ListCell id={`${id}-noi-dung`} label={`${t('actionPlans.notes.text')} ${i + 1}`} error={messageOf(errors?.[i]?.noi_dung)} grow>
              {(aria) => <InputTextarea id={`${id}-noi-dung`} rows={2} autoResize {...form.register(`tien_do.${i}.noi_dung` as const)} {...aria} />}
            </ListCell>
            <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={t('actionPlans.notes.remove', { n: i + 1 })} onClick={() => remove(i)} />
          </div>
        );
      })}
    </fieldset>
  );
}
