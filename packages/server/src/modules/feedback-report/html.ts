/** Text for HTML: every value the report writes goes through it (names come from the database). */
export const esc = (v: unknown): string =>
  String(v ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A table: header cells, rows of cells (already HTML), the numeric columns right-aligned. */
export function table(o: { head: string[]; rows: string[][]; numeric?: number[]; className?: string; widths?: (string | null)[] }): string {
  const num = new Set(o.numeric ?? []);
  const cls = (i: number) => (num.has(i) ? ' class="num"' : '');
  const cols = o.widths ? `<colgroup>${o.widths.map((w) => (w ? `<col style="width:${w}">` : '<col>')).join('')}</colgroup>` : '';
  const head = `<thead><tr>${o.head.map((h, i) => `<th${cls(i)}>${h}</th>`).join('')}</tr></thead>`;
  const body = `<tbody>${o.rows.map((r) => `<tr>${r.map((c, i) => `<td${cls(i)}>${c}</td>`).join('')}</tr>`).join('')}</tbody>`;
  return `<table${o.className ? ` class="${o.className}"` : ''}>${cols}${head}${body}</table>`;
}
