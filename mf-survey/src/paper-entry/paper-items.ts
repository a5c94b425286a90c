import type { TPaperAnswer, TPartTree } from '@hm/contract';

/** One item as the keying screen walks it: its code, texts, part and the values it takes (with their labels). */
export interface PaperItem {
  cauhoi_id: number;
  code: string;
  text: string;
  part: string;
  answers: { value: number; label: string }[];
}

/** The keyable items in paper order. */
export const paperItems = (parts: readonly TPartTree[]): PaperItem[] =>
  parts.flatMap((p) =>
    p.questions.map((q) => ({
      cauhoi_id: q.cauhoi_id,
      code: q.ma_cauhoi || String(q.cauhoi_id),
      text: q.ten_cauhoi,
      part: p.giatri_cauhoi,
      answers: q.answers.map((a) => ({ value: a.gia_tri!, label: a.ten_dap_an })),
    })),
  );

/** A value typed so far for an item: undefined until keyed, null when left blank. */
export type Keyed = (number | null | undefined)[];

/**
 * What a key does on the current item: a digit of the scale keys it and moves on; Enter or
 * Space leaves it blank and moves on; Backspace goes back and clears the previous item. Items
 * whose scale has values of two digits (a long unit list) take their digits, then Enter.
 * `refused` names a digit the item does not take (nothing changes).
 */
export function keyStep(items: readonly PaperItem[], keyed: Keyed, at: number, buffer: string, key: string): { keyed: Keyed; at: number; buffer: string; refused: boolean } {
  const item = items[at];
  const same = { keyed, at, buffer, refused: false };
  const set = (value: number | null) => {
    const next = [...keyed];
    next[at] = value;
    return { keyed: next, at: Math.min(at + 1, items.length), buffer: '', refused: false };
  };
  if (key === 'Backspace') {
    if (buffer) return { ...same, buffer: buffer.slice(0, -1) };
    if (at === 0) return same;
    const next = [...keyed];
    next[at - 1] = undefined;
    return { keyed: next, at: at - 1, buffer: '', refused: false };
  }
  if (!item) return same;
  const values = item.answers.map((a) => a.value);
  const long = values.some((v) => v >= 10);
  if (key === 'Enter' || key === ' ') {
    if (!buffer) return set(null);
    const v = Number(buffer);
    return values.includes(v) ? set(v) : { ...same, buffer: '', refused: true };
  }
  if (!/^[0-9]$/.test(key)) return same;
  if (!long) return values.includes(Number(key)) ? set(Number(key)) : { ...same, refused: true };
  const typed = buffer + key;
  return values.some((v) => String(v).startsWith(typed)) ? { ...same, buffer: typed } : { ...same, refused: true };
}

/** The keyed values as the server takes them (blank = null). */
export const entryAnswers = (items: readonly PaperItem[], keyed: Keyed): TPaperAnswer[] => items.map((it, i) => ({ cauhoi_id: it.cauhoi_id, gia_tri: keyed[i] ?? null }));
