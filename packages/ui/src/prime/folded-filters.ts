import { foldedIncludes } from '@hm/contract';
import { FilterService } from 'primereact/api';

/**
 * Filter boxes that ignore Vietnamese marks and case (issue 29 item 2). PrimeReact's `contains`,
 * the match mode of every Dropdown and MultiSelect filter box (and of table filters), lowers the
 * case but strips only Latin-1 marks: 'nguyen' missed 'Nguyễn', 'da nang' missed 'Đà Nẵng'.
 * It is replaced page-wide by the product's one fold (`foldSearchText` of @hm/contract, the twin
 * of the server's search), so every filter box, present or to come, follows without a prop.
 * PrimeReact is a shared singleton: the shell's call covers the remotes it loads.
 * @example applyFoldedFilters(); // at start-up, next to applyAccessibleDefaults()
 */
export function applyFoldedFilters(): void {
  FilterService.register('contains', (value: unknown, filter: unknown) => {
    if (filter === undefined || filter === null || String(filter).trim() === '') return true;
    if (value === undefined || value === null) return false;
    return foldedIncludes(String(value), String(filter));
  });
}
