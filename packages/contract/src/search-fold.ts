/**
 * A text as searches compare it: without Vietnamese marks ('đ' → 'd' included) and in lower
 * case, so that 'nguyen' finds 'Nguyễn', 'da nang' finds 'Đà Nẵng' and 'DUNG' finds 'Dũng'.
 * The server's twin is `hm_fold` (migrations/022_search_fold.sql): a keyword finds the same rows
 * in a dropdown's filter box as in a list the server searches.
 * @example foldSearchText('Đà Nẵng') // 'da nang'
 */
export const foldSearchText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();

/**
 * Whether a text contains a keyword, both folded; an empty keyword matches everything.
 * @example foldedIncludes('Khoa Ngoại tổng hợp', 'ngoai') // true
 */
export const foldedIncludes = (text: string | null | undefined, keyword: string | null | undefined): boolean => {
  const k = foldSearchText((keyword ?? '').trim());
  return k === '' || foldSearchText(text ?? '').includes(k);
};
