/**
 * @hm/platform: what the shell hands every remote at runtime (a Module Federation shared
 * singleton): runtime configuration, session, API client, i18n, notifications, page title,
 * loading flag, mobile flag, navigation progress and the query client.
 */
export { loadRuntimeConfig, getRuntimeConfig, useRuntimeConfig, useRuntimeConfigStore, RuntimeConfigError } from './config/runtime-config';
export { useSession, useCurrentUser, useIsAuthenticated, type SessionState } from './session/session-store';
export { restoreSession, signOut } from './session/browser-session';
export { useWorkContext } from './session/work-context-store';
export { canCall, useCanCall } from './session/can-call';
export { i18n, getLanguage, setLanguage } from './i18n/i18n';
export { readLanguageCookie, writeLanguageCookie, DEFAULT_LANGUAGE } from './i18n/language';
export { readCookie, writeCookie } from './cookies/cookies';
export { api, createPlatformApi } from './api/api-client';
export { ApiProvider, useApi } from './api/api-context';
export { errorMessage } from './api/error-message';
export { useApiMutation, useEndpointMutation, type ApiMutationOptions, type EndpointMutationOptions, type SuccessToast } from './api/useEndpointMutation';
export {
  asPage,
  createSchemaOf,
  idPlaceOf,
  listEndpoint,
  listTraits,
  rootKey,
  rowArgs,
  rowId,
  schemaKeys,
  updateSchemaOf,
  type CrudResource,
  type InputOf,
  type ListDataOf,
  type ListQueryOf,
  type RowOf,
} from './api/crud-resource';
export { comboQuery, resourceQueries } from './api/resource-queries';
export { useResourceWrites } from './api/useResourceWrites';
export { endpointQuery, useEndpointQuery, type EndpointQuery } from './api/endpoint-query';
export { useLoading, useLoadingStore } from './loading/loading-store';
export { notify, useNotifications, type TNotification, type TNotificationSeverity } from './notifications/notifications';
export { usePageTitle, usePageTitleValue, usePageTitleStore, APP_TITLE } from './page-title/page-title-store';
export { useIsMobile, useMobileStore, watchMobileViewport, MOBILE_BREAKPOINT_PX, MOBILE_MEDIA_QUERY } from './viewport/mobile-store';
export { useNavigationBusy, useNavigationPending, useNavigationProgressStore } from './progress/navigation-progress';
export { queryClient } from './query/query-client';
export { useDebounced } from './hooks/useDebounced';
export type { TRemoteModule } from './remotes/remote-module';
export { appHref, useAppLink, type LinkQuery } from './routing/app-link';
export { useStillShown } from './routing/still-shown';
export { useAddressParams } from './routing/address-params';
export { useUiLanguage } from './i18n/useUiLanguage';
export { TextsLanguage } from './i18n/TextsLanguage';
export type { TextsOf } from './i18n/common-texts';
export { formatCount, formatPercent, NO_FIGURE } from './format/numbers';
export { pickText } from './format/text';
export { saveBlob } from './files/save-blob';
export { useUploadImage, type UploadImage } from './files/useUploadImage';
