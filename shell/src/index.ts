import { isLoginPath } from './login/login-path';

// Async boundary: shared singletons are negotiated before any of them is used.
// A login page opened directly starts light: the login form first, the application after
// sign-in or when the browser is idle (issue 15, login/login-boot.tsx).
void (isLoginPath(window.location.pathname) ? import('./login/login-boot') : import('./bootstrap'));
