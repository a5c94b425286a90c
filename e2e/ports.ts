/** The ports of the browser tests' servers: the product, and the SMTP sink (SMTP and its HTTP reader). */
export const PORT = 8181;
export const SMTP_PORT = 8125;
export const SMTP_HTTP_PORT = 8126;
/** A second product server on an empty database (HM_DEMO=0): putting a hospital into service. */
export const EMPTY_PORT = 8183;
export const EMPTY_ADMIN_PASSWORD = 'Khoi-dau@2026';
/** A shell whose remotes are on another origin (the product server's /remotes/): csp-other-origin.spec.ts starts it. */
export const OTHER_ORIGIN_SHELL_PORT = 8187;
