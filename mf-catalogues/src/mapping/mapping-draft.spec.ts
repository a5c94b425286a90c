import { choiceOf, draftItems, EMPTY_DRAFT, setChoice } from './mapping-draft';

describe('mapping draft', () => {
  const mapped = { id: 1, ahrq_id: 7 };
  const unmapped = { id: 2, ahrq_id: null };

  it.each([
    ['a new category', mapped, 8, [{ id: 1, ahrq_id: 8 }]],
    ['no category (removes the mapping)', mapped, null, [{ id: 1, ahrq_id: null }]],
    ['a first category', unmapped, 3, [{ id: 2, ahrq_id: 3 }]],
    ['the saved category again (no change)', mapped, 7, []],
    ['still nothing (no change)', unmapped, null, []],
  ])('records %s', (_, row, choice, items) => {
    expect(draftItems(setChoice(EMPTY_DRAFT, row, choice))).toEqual(items);
  });

  it('shows the unsaved choice, else the saved one, and forgets a row set back to what is saved', () => {
    let d = setChoice(EMPTY_DRAFT, mapped, null);
    d = setChoice(d, unmapped, 4);
    expect([choiceOf(d, mapped), choiceOf(d, unmapped), choiceOf(d, { id: 3, ahrq_id: 5 })]).toEqual([null, 4, 5]);
    d = setChoice(d, mapped, 7);
    expect(draftItems(d)).toEqual([{ id: 2, ahrq_id: 4 }]);
    expect(EMPTY_DRAFT.size).toBe(0);
  });
});
