/**
 * The login page, bare or under /vi, in any case (react-router matches case-insensitively).
 * @example isLoginPath('/vi/login') // true
 */
export const isLoginPath = (pathname: string): boolean => /^\/(vi\/)?login\/?$/i.test(pathname);
