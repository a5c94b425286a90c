/** Business constants of spec §9, shared by the shell, the remotes and the server. */
export const CONSTANTS = {
  languageCookie: 'hm_lang',
  languageCookieDays: 365,
  timezone: 'Asia/Ho_Chi_Minh',
  tokenMaxAgeSeconds: 3600,
  refreshTokenMaxAgeSeconds: 10800,
  staffImportTimeoutMs: 360000,
  footerVersion: '1.2',
  logo: '/logo/logo-03.png',
  progressBar: { durationMs: 5000, throttleMs: 200 },
  scrollTopThresholdPx: 300,
  drawerWidth: 350,
  passwordDialogMaxWidth: 700,
  languageDialogWidth: 400,
  splitter: { defaultSize: 300, minSize: 300, gutter: 10 },
  chunkReloadGuardMs: 60000,
  defaultFetchDelayMs: 200,
  prefetchIdleTimeoutMs: 2000,
  /** The shell preloads the menu's other remotes no sooner than this after the menu is known (issue 32). */
  preloadDelayMs: 5000,
  navigationLogoMax: { width: 300, height: 120 },
  wireDateFormat: 'YYYY-MM-DD HH:mm:ss',
} as const;

/** The session's refresh call (and logout, the same path, where the refresh cookie is sent). */
export const REFRESH_TOKEN_PATH = '/auth/v1/refresh-token';

/** Sent by the platform's browser client on every call: marks the page's own calls (server CSRF check). */
export const BROWSER_HEADER_VALUE = 'XMLHttpRequest';

/** Success and failure messages of spec §8. */
export const MESSAGES = {
  success: 'Thành công!',
  updated: 'Cập nhật thành công',
  deleted: 'Xóa thành công',
  loggedIn: 'Đăng nhập thành công!',
  loggedOut: 'Đã đăng xuất',
  passwordChanged: 'Đổi mật khẩu thành công!',
  accountFetchFailed: 'Lỗi lấy thông tin tài khoản',
  fillAll: 'Vui lòng nhập đầy đủ thông tin',
  confirmMismatch: 'Mật khẩu nhập lại không đúng',
} as const;

/**
 * The id of the `<script type="application/json">` in which the server writes the runtime
 * configuration into the shell's page: the page needs no `/config.json` round trip (issue 32).
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'hm-runtime-config';
