/**
 * The one CSV writer of the product (report exports, the audit trail). Excel opens a CSV with the
 * list separator and decimal mark of the computer's regional settings: Vietnamese settings use
 * ";" and "," (12,5), so a comma-separated file with dot decimals opens in one column or with
 * wrong numbers there. Vietnamese exports therefore follow the Vietnamese convention, English
 * ones the international one (",", "."); both are UTF-8 with a BOM (so that Excel reads the
 * Vietnamese letters) and CRLF line ends, text quoted as RFC 4180 says.
 */
export interface CsvConvention {
  /** Between fields: `;` (vi) or `,` (en). */
  separator: ';' | ',';
  /** Decimal mark of numbers: `,` (vi) or `.` (en). No thousands grouping. */
  decimal: ',' | '.';
}

export const CSV_CONVENTIONS: Record<'vi' | 'en', CsvConvention> = {
  vi: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};

/** The convention of a display language: Vietnamese Excel for `vi`, international for anything else. */
export const csvConvention = (language: string | null | undefined): CsvConvention => (language === 'en' ? CSV_CONVENTIONS.en : CSV_CONVENTIONS.vi);

/** Written first: the UTF-8 byte order mark. */
export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/**
 * One field: a number with the convention's decimal mark (unquoted, so the spreadsheet reads a
 * number); anything else as text, quoted with quotes doubled, objects as JSON, and a leading
 * = + - @ neutralised so that the spreadsheet never reads a formula.
 * @example csvField(12.5, CSV_CONVENTIONS.vi) // '12,5'
 */
export function csvField(v: unknown, c: CsvConvention): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v).replace('.', c.decimal) : '';
  let s = typeof v === 'string' ? v : JSON.stringify(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * One line, with its line end.
 * @example csvLine(['Khoa Nội', 72.5], CSV_CONVENTIONS.vi) // '"Khoa Nội";72,5\r\n'
 */
export const csvLine = (values: readonly unknown[], c: CsvConvention): string => values.map((v) => csvField(v, c)).join(c.separator) + CSV_EOL;
