import type { FieldDef } from './config';

type Kind = FieldDef<unknown>['kind'];

/** What an untouched field holds: text fields '', switches false, lists empty, the rest null. */
export const EMPTY_VALUE: Record<Kind, unknown> = { text: '', textarea: '', email: '', password: '', number: null, switch: false, select: null, multiselect: [] };

/**
 * The fields a user must fill in: those whose schema refuses the field's empty value (a switch
 * never is). Shown before saving (an asterisk, `aria-required`), from the same zod schema that
 * validates the save.
 * @example requiredFields(ZDepartmentInput, [{ name: 'ma_phong_ban', kind: 'text' }, { name: 'tam_ngung', kind: 'switch' }]) // Set { 'ma_phong_ban' }
 */
export function requiredFields(schema: unknown, fields: readonly { name: string; kind: Kind }[]): Set<string> {
  const shape = (schema as { shape?: Record<string, { safeParse?: (v: unknown) => { success: boolean } }> } | undefined)?.shape ?? {};
  return new Set(fields.filter((f) => f.kind !== 'switch' && shape[f.name]?.safeParse?.(EMPTY_VALUE[f.kind]).success === false).map((f) => f.name));
}
