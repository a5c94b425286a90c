import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../resources/route.js';
import type { Caller } from '../../access/caller.js';
import { mailOutbox } from './outbox.js';
import { type MailConfig, sendTestMail, smtpServerLabel } from './test-mail.js';
import { votePrivacyNotice } from './privacy-notice.js';
import { mailTexts } from './texts.js';

/** Invitation and reminder mails (written to the outbox), their texts, the outbox itself, the mail settings and a test mail. */
export function mailRoutes(app: FastifyInstance, { db, publicUrl, mail }: { db: Kysely<DB>; publicUrl: string; mail: MailConfig }): void {
  const outbox = mailOutbox(db, publicUrl);
  const configured = !!mail.smtpUrl;
  defineRoute(app, endpoints.mailInvite, ({ caller, body, audit }) => outbox.enqueue(caller, 'invite', body, audit));
  defineRoute(app, endpoints.mailRemind, ({ caller, body, audit }) => outbox.enqueue(caller, 'remind', body, audit));
  defineRoute(app, endpoints.mailOutbox, ({ caller, query }) => outbox.list(caller, query));
  defineRoute(app, endpoints.mailServerStatus, async ({ caller }) => {
    const { last_error_at: _at, ...status } = await outbox.status(caller, configured);
    return status;
  });
  defineRoute(app, endpoints.mailSettings, async ({ caller }) => ({ ...(await outbox.status(caller, configured)), server: smtpServerLabel(mail.smtpUrl), from: mail.from }));
  const texts = mailTexts(db, { publicUrl, smtpConfigured: configured });
  defineRoute(app, endpoints.mailTextsGet, ({ caller, query }) => texts.get(caller, query));
  defineRoute(app, endpoints.mailTextsSave, ({ caller, body, audit }) => texts.save(caller, body, audit), { message: MESSAGES.updated });
  defineRoute(app, endpoints.mailTextsPreview, ({ caller, body }) => texts.preview(caller, body));
  defineRoute(app, endpoints.mailTextsTestSend, ({ caller, body, audit }) => texts.testSend(caller, body, audit), { rateLimit: perAccount('mail-texts-test') });
  defineRoute(app, endpoints.votePrivacyNotice, ({ caller, params }) => votePrivacyNotice(db, caller, params.id));
  // A few a minute per account: the button must not become a way to send mail in bulk.
  defineRoute(app, endpoints.mailTest, ({ caller, body, audit }) => sendTestMail(db, mail, caller, audit, body), {
    rateLimit: perAccount('mail-test'),
  });
}

/** Five a minute per account (test mails must not become a way to send mail in bulk). */
const perAccount = (name: string) => ({
  max: 5,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (req: { caller?: unknown; ip: string }) => `${name}|${(req.caller as Caller | null)?.accountId ?? req.ip}`,
});
