import type { TActionPlanInput } from '@hm/contract';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useDashboardTranslation } from '../i18n';
import { ListCell, messageOf } from './ListCell';

type Form = UseFormReturn<TActionPlanInput>;

/**
 * The plan's timeline: milestones with a due date and a done box, added and removed in place;
 * each control labelled by its row for screen readers.
 * @example <MilestonesField form={form} idPrefix="hm-plan" />
 */
export function MilestonesField({ form, idPrefix }: { form: Form; idPrefix: string }) {
  const { t } = useDashboardTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'moc' as never });
  const errors = form.formState.errors.moc as unknown as { ten?: unknown; han?: unknown }[] | undefined;
  return (
    <fieldset className="hm-plan-list">
      <legend>{t('actionPlans.milestones.caption')}</legend>
      {fields.length === 0 && <p className="hm-plan-muted">{t('actionPlans.milestones.empty')}</p>}
      {fields.map((f, i) => {
        const id = `${idPrefix}-moc-${i}`;
        return (
          <div key={f.id} className="hm-plan-list__row" data-row="milestone">
            <ListCell id={`${id}-ten`} label={`${t('actionPlans.milestones.name')} ${i + 1}`} error={messageOf(errors?.[i]?.ten)} grow>
              {(aria) => <InputText id={`${id}-ten`} {...form.register(`moc.${i}.ten` as const)} {...aria} />}
            </ListCell>
            <ListCell id={`${id}-han`} label={t('actionPlans.milestones.due')} error={messageOf(errors?.[i]?.han)}>
              {(aria) => <InputText id={`${id}-han`} type="date" {...form.register(`moc.${i}.han` as const, { setValueAs: (v: string) => v || null })} {...aria} />}
            </ListCell>
            <div className="hm-plan-list__check">
              <Controller
                name={`moc.${i}.xong` as const}
                control={form.control}
                render={({ field }) => <Checkbox inputId={`${id}-xong`} checked={!!field.value} onChange={(e) => field.onChange(!!e.checked)} />}
              />
              <label htmlFor={`${id}-xong`}>{t('actionPlans.milestones.done')}</label>
            </div>
            <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={t('actionPlans.milestones.remove', { n: i + 1 })} onClick={() => remove(i)} />
          </div>
        );
      })}
      <Button type="button" icon="pi pi-plus" label={t('actionPlans.milestones.add')} outlined size="small" onClick={() => append({ ten: '', han: null, xong: false } as never)} />
    </fieldset>
  );
}
