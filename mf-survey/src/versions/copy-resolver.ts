import { ZVersionCopyBody } from '@hm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type CopyBodyInput = z.input<typeof ZVersionCopyBody>;
type CopyBody = z.output<typeof ZVersionCopyBody>;
export type CopyFormInput = Omit<CopyBodyInput, 'hospital_id'> & { mau_id?: number; hospital_id?: number };
export type CopyFormOutput = CopyBody & { mau_id: number };

/**
 * The copy form's check: the contract's copy body, plus the template to copy (a path parameter)
 * and the hospital, both required with the dialog's own messages. Built on the contract's
 * schema only, with no zod builder of its own: mf-survey then bundles no zod at all, the
 * contract's (the shell's, shared) runs every check.
 * @example useForm({ resolver: copyResolver({ template: 'Vui lòng chọn bộ câu hỏi mẫu', hospital: 'Vui lòng chọn bệnh viện' }) })
 */
export function copyResolver(messages: { template: string; hospital: string }): Resolver<CopyFormInput, unknown, CopyFormOutput> {
  const body = zodResolver(ZVersionCopyBody) as unknown as Resolver<CopyFormInput, unknown, CopyBody>;
  return async (values, context, options) => {
    const result = await body(values, context, options);
    const errors: FieldErrors<CopyFormInput> = { ...result.errors };
    if (typeof values.mau_id !== 'number') errors.mau_id = { type: 'required', message: messages.template };
    if (typeof values.hospital_id !== 'number') errors.hospital_id = { type: 'required', message: messages.hospital };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...(result.values as CopyBody), mau_id: values.mau_id as number }, errors: {} };
  };
}
