import { z } from 'zod';
import { ZWireDateTime, zOptionalEmail } from '../common.js';
import { ZMailServerStatus } from './survey/mail.js';

/**
 * `email/cau-hinh` (the system page's 'Thư điện tử' panel): whether this server can send mail,
 * through which server and sender (never the SMTP password), and how the caller's hospitals'
 * mails fare: waiting, failed, the newest error and when it happened.
 */
export const ZMailSettings = ZMailServerStatus.extend({
  /** `host:port` of SMTP_URL, without credentials; null when not configured. */
  server: z.string().nullable(),
  /** The sender address (MAIL_FROM). */
  from: z.string(),
  last_error_at: ZWireDateTime.nullable(),
});
export type TMailSettings = z.infer<typeof ZMailSettings>;

/** `email/thu-nghiem`: one test mail now, to this address or (none given) to the caller's own staff e-mail. */
export const ZMailTestBody = z.object({ email: zOptionalEmail(200) });
export type TMailTestBody = z.input<typeof ZMailTestBody>;

/** What the SMTP server said: sent, or refused with the reason in Vietnamese and its own words. */
export const ZMailTestResult = z.object({
  sent: z.boolean(),
  to: z.string(),
  /** Why it failed, for the user (Vietnamese); null when sent. */
  error: z.string().nullable(),
  /** The SMTP server's or the network's own words (e.g. `535 5.7.8 Authentication failed`). */
  detail: z.string().nullable(),
});
export type TMailTestResult = z.infer<typeof ZMailTestResult>;
