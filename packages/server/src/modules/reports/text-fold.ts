/**
 * Text as a report compares it. `contains` ignores case and Vietnamese marks ('noi' finds 'Khoa
 * Nội', 'dieu duong' finds 'Điều dưỡng'); `eq`/`ne` ignore case only ('khoa nội' = 'Khoa Nội').
 */
export const foldCase = (s: string): string => s.normalize('NFC').toLocaleLowerCase('vi');

export const foldAccents = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLocaleLowerCase('vi');

/** Vietnamese order for text cells, numbers inside text by value ('Khoa 2' before 'Khoa 10'). */
export const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
