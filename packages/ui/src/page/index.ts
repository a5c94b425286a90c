/**
 * @hm/ui/page: the frame of a module page (heading, actions, search box). A separate entry (and
 * share key) so that the shell's login page does not download it.
 */
export { Page, type PageProps } from './Page';
export { PAGE_TITLE_ID, PageHeader, type PageHeaderProps } from './PageHeader';
export { SearchBox, type SearchBoxProps } from './SearchBox';
