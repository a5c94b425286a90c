import { endpoints } from '@hm/contract';
import type { RowAction } from '@hm/ui/crud';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { moveId } from './reorder';

/**
 * The 'move up' and 'move down' buttons of a row of an ordered list (the parts of a version, the
 * questions of a part): each sends every id of the parent in the new order. No parent (e.g. the
 * questions of a whole version): none.
 * @example rowActions: [...useReorderActions('partReorder', orderedIds, versionId, (p) => p.phan_cauhoi_id)]
 */
export function useReorderActions<T>(call: 'partReorder' | 'questionReorder', order: readonly number[], parentId: number | null, idOf: (row: T) => number): RowAction<T>[] {
  const { t } = useSurveyTranslation();
  const reorder = useSurveyMutation(endpoints[call], { success: t('toast.updated') });
  if (parentId === null) return [];
  const move = (row: T, delta: -1 | 1) => {
    const ids = moveId(order, idOf(row), delta);
    if (ids) reorder.mutate({ body: { parent_id: parentId, ids } });
  };
  const at = (row: T) => order.indexOf(idOf(row));
  return [
    { icon: 'pi pi-arrow-up', label: t('common.moveUp'), onClick: (row) => move(row, -1), disabled: (row) => at(row) <= 0 || reorder.isPending },
    { icon: 'pi pi-arrow-down', label: t('common.moveDown'), onClick: (row) => move(row, 1), disabled: (row) => at(row) < 0 || at(row) >= order.length - 1 || reorder.isPending },
  ];
}
