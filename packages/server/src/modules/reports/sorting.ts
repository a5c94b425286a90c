import type { SortKey, SourceRow } from './sources/types.js';
import { collator } from './text-fold.js';

/**
 * Orders rows by the keys in turn: numbers by value, text in Vietnamese order (numbers inside
 * text by value), dates and times as their text (which orders them); an empty cell comes last
 * whichever the direction.
 */
export function compareRows(keys: readonly SortKey[]): (a: SourceRow, b: SourceRow) => number {
  return (a, b) => {
    for (const k of keys) {
      const x = a[k.field] ?? null;
      const y = b[k.field] ?? null;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      if (c !== 0) return k.order === 'asc' ? c : -c;
    }
    return 0;
  };
}

/** Whether the rows already come in the order asked (a source's keyset order): a prefix of it. */
export function isPrefixOf(asked: readonly SortKey[], natural: readonly SortKey[] | undefined): boolean {
  if (!natural || asked.length === 0 || asked.length > natural.length) return false;
  return asked.every((k, i) => natural[i]!.field === k.field && natural[i]!.order === k.order);
}
