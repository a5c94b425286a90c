import type { TMappingRow, TMappingSave } from '@hm/contract';

/** Unsaved category choices by row id; a row not in it stands as saved. */
export type MappingDraft = ReadonlyMap<number, number | null>;

export const EMPTY_DRAFT: MappingDraft = new Map();

type RowRef = Pick<TMappingRow, 'id' | 'ahrq_id'>;

/**
 * The draft after choosing a category for a row; choosing the saved one again drops the row.
 * @example setChoice(EMPTY_DRAFT, { id: 4, ahrq_id: null }, 7) // Map { 4 => 7 }
 */
export function setChoice(draft: MappingDraft, row: RowRef, ahrqId: number | null): MappingDraft {
  const next = new Map(draft);
  if (ahrqId === row.ahrq_id) next.delete(row.id);
  else next.set(row.id, ahrqId);
  return next;
}

/** The category a row shows: the unsaved choice, else the saved one. */
export const choiceOf = (draft: MappingDraft, row: RowRef): number | null => (draft.has(row.id) ? (draft.get(row.id) ?? null) : row.ahrq_id);

/** The save request's items: the changed rows only. */
export const draftItems = (draft: MappingDraft): TMappingSave['items'] => [...draft].map(([id, ahrq_id]) => ({ id, ahrq_id }));
