import { foldSearchText } from '@hm/contract';

/**
 * Text as a report compares it. `contains` ignores case and Vietnamese marks ('noi' finds 'Khoa
 * Nội', 'dieu duong' finds 'Điều dưỡng'); `eq`/`ne` ignore case only ('khoa nội' = 'Khoa Nội').
 */
export const foldCase = (s: string): string => s.normalize('NFC').toLocaleLowerCase('vi');

/** The product's one fold (@hm/contract), as the server's searches and the filter boxes use it. */
export const foldAccents = foldSearchText;

/** Vietnamese order for text cells, numbers inside text by value ('Khoa 2' before 'Khoa 10'). */
export const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
