import type { EndpointConfig } from '@hm/contract';
import { useTranslation } from 'react-i18next';
import { type CrudResource, rootKey, rowArgs } from './crud-resource';
import { useApiMutation } from './useEndpointMutation';

type Op = 'create' | 'update' | 'remove';
interface Write {
  op: Op;
  args: { params?: object; query?: object; body?: object };
}

function endpointOf(r: CrudResource, op: Op): EndpointConfig {
  const e = r.endpoints[op];
  if (!e) throw new Error(`${r.name} has no ${op} endpoint`);
  return e;
}

/**
 * A resource's writes: create, update and delete of one row with the id where the endpoint
 * wants it (`idPlace`), the server's success messages as toasts ('Thành công!', 'Cập nhật thành
 * công', 'Xóa thành công'), its message on failure, then the resource's queries reload.
 * A rejected write rejects the returned promise too, for the form to place field errors.
 * @example const writes = useResourceWrites(department);
 *          await writes.update(row, { ...values, tam_ngung: true });
 */
export function useResourceWrites(r: CrudResource) {
  const { t } = useTranslation();
  const toasts: Record<Op, string> = { create: t('toast.success'), update: t('toast.updated'), remove: t('toast.deleted') };
  const mutation = useApiMutation((api, w: Write) => api.call(endpointOf(r, w.op), w.args as never), {
    invalidate: r.invalidate ?? rootKey(r),
    // A delete may answer what it did instead (an account with history is deactivated).
    success: (data, w) => (w.op === 'remove' && typeof (data as { message?: unknown } | null)?.message === 'string' ? (data as { message: string }).message : toasts[w.op]),
  });
  return {
    create: (body: object) => mutation.mutateAsync({ op: 'create', args: { body } }),
    update: (row: unknown, body: Record<string, unknown>) => mutation.mutateAsync({ op: 'update', args: rowArgs(r, 'update', row, body) }),
    remove: (row: unknown) => mutation.mutateAsync({ op: 'remove', args: rowArgs(r, 'remove', row) }),
    pending: mutation.isPending,
  };
}
