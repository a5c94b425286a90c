/** Texts of the shell and the shared UI, in the `common` namespace. Remotes add their own namespaces. */
export const commonVi = {
  appTitle: 'vote for patient safety',
  nav: {
    home: 'Trang chủ',
    login: 'Đăng nhập',
    vote: 'Bình chọn',
    toggleMenu: 'Mở hoặc đóng menu',
    menu: 'Menu',
  },
  user: {
    guest: 'Guest',
    noHospital: 'Nhập thông tin bệnh viện',
    logout: 'Đăng xuất',
    selectLanguage: 'Chọn ngôn ngữ',
    changePassword: 'Đổi mật khẩu',
    accountMenu: 'Tài khoản',
  },
  login: {
    title: 'Đăng nhập hệ thống',
    username: 'Tên tài khoản',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
  },
  state: {
    empty: 'Không có dữ liệu',
    error: 'Đã xảy ra lỗi',
    retry: 'Thử lại',
    loading: 'Đang tải…',
    inDevelopment: 'Trang đang được phát triển',
    inDevelopmentDetail: 'Trang {{page}} của phân hệ {{module}} đang được xây dựng và sẽ có trong bản phát hành tới.',
    pageLoading: 'Đang tải trang',
    loadError: 'Không tải được dữ liệu',
    pageReport: '{first}–{last} / {totalRecords}',
  },
  language: { vi: 'Tiếng Việt', en: 'English', ok: 'Đồng ý', cancel: 'Hủy' },
  // The headings and the link are the texts spec §2 gives for the error page.
  errorPage: {
    notFound: '404 Not Found',
    title: 'An error occurred',
    status: 'Mã lỗi: {{status}}',
    home: 'Home page',
    reload: 'Tải lại trang',
    chunkFailed: 'Không tải được trang này: ứng dụng có thể vừa được cập nhật. Vui lòng tải lại trang.',
  },
  access: {
    noHospital: 'Tài khoản của bạn chưa được gắn với bệnh viện nào. Vui lòng liên hệ quản trị viên.',
  },
  splitter: { resize: 'Đổi độ rộng hai khung' },
  search: { label: 'Tìm kiếm', placeholder: 'Nhập từ khóa…' },
  confirm: { title: 'Xác nhận', accept: 'Đồng ý', reject: 'Hủy' },
} as const;

/** The shape another language's texts must have: the same keys, any strings. */
export type TextsOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };

export const commonEn: TextsOf<typeof commonVi> = {
  appTitle: 'vote for patient safety',
  nav: { home: 'Home', login: 'Log in', vote: 'Vote', toggleMenu: 'Open or close the menu', menu: 'Menu' },
  user: {
    guest: 'Guest',
    noHospital: 'Enter hospital information',
    logout: 'Log out',
    selectLanguage: 'Select language',
    changePassword: 'Change password',
    accountMenu: 'Account',
  },
  login: { title: 'System login', username: 'Username', password: 'Password', submit: 'Log in' },
  state: {
    empty: 'No data',
    error: 'An error occurred',
    retry: 'Retry',
    loading: 'Loading…',
    inDevelopment: 'This page is under development',
    inDevelopmentDetail: 'The page {{page}} of the {{module}} module is being built and will come in a coming release.',
    pageLoading: 'Loading page',
    loadError: 'Could not load the data',
    pageReport: '{first}–{last} of {totalRecords}',
  },
  language: { vi: 'Tiếng Việt', en: 'English', ok: 'OK', cancel: 'Cancel' },
  errorPage: {
    notFound: '404 Not Found',
    title: 'An error occurred',
    status: 'Status code: {{status}}',
    home: 'Home page',
    reload: 'Reload the page',
    chunkFailed: 'This page could not be loaded: the application may have just been updated. Please reload the page.',
  },
  access: {
    noHospital: 'Your account is not linked to any hospital. Please contact an administrator.',
  },
  splitter: { resize: 'Resize the two panels' },
  search: { label: 'Search', placeholder: 'Type a keyword…' },
  confirm: { title: 'Confirm', accept: 'OK', reject: 'Cancel' },
};
