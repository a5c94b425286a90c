/** The ports of the browser tests' servers: the product, and the SMTP sink (SMTP and its HTTP reader). */
export const PORT = 8181;
export const SMTP_PORT = 8125;
export const SMTP_HTTP_PORT = 8126;
