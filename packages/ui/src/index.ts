/// <reference path="./css.d.ts" />
/**
 * @hm/ui: React pieces on PrimeReact shared by the shell and the remotes (a Module Federation
 * shared singleton). The theme is a separate entry: `import '@hm/ui/theme'`.
 */
export { LoginForm, type LoginFormProps } from './login/LoginForm';
export { EmptyState, type EmptyStateProps } from './states/EmptyState';
export { ErrorState, type ErrorStateProps } from './states/ErrorState';
export { InDevelopment, type InDevelopmentProps } from './states/InDevelopment';
export { NotificationToaster } from './notifications/NotificationToaster';
export { LoadingOverlay } from './loading/LoadingOverlay';
export { StandaloneFrame, type StandaloneFrameProps } from './standalone/StandaloneFrame';
export { lazyPage } from './routing/lazyPage';
export { PageSpinner } from './routing/PageSpinner';
export { NotFound } from './routing/NotFound';
export { ErrorPage, type ErrorPageProps } from './routing/ErrorPage';
export { TopProgressBar, type TopProgressBarProps } from './progress/TopProgressBar';
export { useProgressValue, type ProgressTiming, type ProgressView } from './progress/useProgressValue';
export { ModalDialog, stopOverlayEscape, type ModalDialogProps } from './dialog/ModalDialog';
export { followLanguage } from './locale/prime-locale';
export { PRIME_VI } from './locale/prime-vi';
export { PagedTable, type PagedQuery, type PagedTableProps } from './table/PagedTable';
export { usePaging, ROWS_PER_PAGE, type Paging } from './table/usePaging';
export { SplitPane, type SplitPaneProps } from './splitter/SplitPane';
export { StandaloneApp, type StandaloneAppProps } from './standalone/StandaloneApp';
export { renderStandalone } from './standalone/renderStandalone';
