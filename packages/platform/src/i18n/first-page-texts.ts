/**
 * The texts of the login page and of the top bar around it (`nav.*` and `login.*` of the `common`
 * namespace), in a module of their own: the light login page shows them before i18next is
 * loaded (issue 15). `common-texts.ts` takes them from here.
 */
export const navTexts = {
  vi: { home: 'Trang chủ', login: 'Đăng nhập', vote: 'Bình chọn', toggleMenu: 'Mở hoặc đóng menu', menu: 'Menu' },
  en: { home: 'Home', login: 'Log in', vote: 'Vote', toggleMenu: 'Open or close the menu', menu: 'Menu' },
} as const;

export const loginTexts = {
  vi: {
    title: 'Đăng nhập hệ thống',
    username: 'Tên tài khoản',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    showPassword: 'Hiện mật khẩu',
    unavailable: 'Không tải được trang đăng nhập. Vui lòng kiểm tra mạng và thử lại.',
  },
  en: {
    title: 'System login',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    showPassword: 'Show password',
    unavailable: 'The login page could not be loaded. Please check the network and try again.',
  },
} as const;
