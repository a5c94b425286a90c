// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the apps compile this source and need its CSS module declaration
/// <reference path="./css.d.ts" />
/**
 * @hm/ui: React pieces on PrimeReact shared by the shell and the remotes (a Module Federation
 * shared singleton). Separate entries keep heavy pieces off pages that do not use them:
 * `@hm/ui/table`, `@hm/ui/dialog`, `@hm/ui/page`, `@hm/ui/form` (its stylesheet alone:
 * `@hm/ui/form.css`), `@hm/ui/crud` (the configurable list-and-form page), and the theme `@hm/ui/theme`.
 */
export { LoginForm, type LoginFormProps } from './login/LoginForm';
export { EmptyState, type EmptyStateProps } from './states/EmptyState';
export { ErrorState, type ErrorStateProps } from './states/ErrorState';
export { LoadingBlock, type LoadingBlockProps } from './states/LoadingBlock';
export { QueryError } from './states/QueryError';
export { ActiveTag, StaffStatusTag, ValidityTag, type ActiveTagProps } from './tags/StatusTags';
export { InDevelopment, type InDevelopmentProps } from './states/InDevelopment';
export { NotificationToaster } from './notifications/NotificationToaster';
export { LoadingOverlay } from './loading/LoadingOverlay';
export { StandaloneFrame, type StandaloneFrameProps } from './standalone/StandaloneFrame';
export { lazyPage, PageLoadAttempt } from './routing/lazyPage';
export { PageSpinner } from './routing/PageSpinner';
export { NotFound } from './routing/NotFound';
export { ErrorPage, type ErrorPageProps } from './routing/ErrorPage';
export { TopProgressBar, type TopProgressBarProps } from './progress/TopProgressBar';
export { useProgressValue, type ProgressTiming, type ProgressView } from './progress/useProgressValue';
export { followLanguage } from './locale/prime-locale';
export { applyAccessibleDefaults } from './prime/accessible-defaults';
export { applyFoldedFilters } from './prime/folded-filters';
export { PRIME_VI } from './locale/prime-vi';
export { SplitPane, type SplitPaneProps } from './splitter/SplitPane';
export { StandaloneApp, type StandaloneAppProps } from './standalone/StandaloneApp';
export { renderStandalone } from './standalone/renderStandalone';
