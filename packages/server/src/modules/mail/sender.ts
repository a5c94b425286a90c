import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DB } from '../../db/schema.js';
import { InvitationTokens } from '../survey-core/invitation-token.js';
import { type RenderedMail, renderMail, selectMailContext } from './render.js';
import { PeriodicJob, retryDelaySeconds } from '../../ops/periodic-job.js';

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  publicUrl: string;
  intervalMs: number;
  maxAttempts: number;
  batchSize?: number;
}

/** The SMTP connection SMTP_URL describes (`smtp://user:pass@host:port?ignoreTLS=true`, `smtps://` for TLS from the start). */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  };
}

/**
 * Delivers the outbox through SMTP in the background: claims a batch by pushing its next
 * attempt time forward (a short statement, so no transaction is held while talking to the
 * SMTP server), renders each mail now (the personal link from the record's nonce), sends it,
 * then marks it sent, or schedules a retry, or gives up after `maxAttempts`.
 */
export class MailSender extends PeriodicJob {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly tokens: InvitationTokens,
    private readonly o: MailSenderOptions,
    private readonly log?: FastifyBaseLogger,
  ) {
    super(o.intervalMs);
    this.transport = nodemailer.createTransport({ ...smtpOptions(o.smtpUrl), pool: true });
  }

  /** The batch under way is finished (each mail marked), the rest is left to the other processes or the next start. */
  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }

  /** Sends what is due; concurrent calls share one run. Returns the number of mails sent. */
  drain(): Promise<number> {
    return this.trigger();
  }

  protected async runOnce(): Promise<number> {
    let sent = 0;
    while (!this.stopping) {
      const claimed = await sql<{ mail_id: number }>`
        UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + interval '10 minutes'
        WHERE mail_id IN (
          SELECT mail_id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY mail_id LIMIT ${this.o.batchSize ?? 50} FOR UPDATE SKIP LOCKED)
        RETURNING mail_id`.execute(this.db);
      const ids = claimed.rows.map((r) => r.mail_id);
      if (ids.length === 0) return sent;
      const mails = await selectMailContext(this.db).select(['m.attempts', 'm.subject']).where('m.mail_id', 'in', ids).execute();
      for (const m of mails) {
        try {
          let r: RenderedMail;
          if (m.is_test) {
            // A test of the texts screen: rendered when asked, the personal link masked.
            r = { subject: m.subject ?? '', text: m.body_text ?? '', html: m.body_html ?? '' };
          } else {
            if (m.record_id === null || m.token_nonce === null || m.time_end === null) throw new Error('Người nhận không còn trong danh sách khảo sát');
            const link = `${this.o.publicUrl}/ChungThuc#t=${this.tokens.issue(m.record_id, m.token_nonce)}`;
            r = renderMail({ ...m, time_end: m.time_end }, link);
          }
          await this.transport.sendMail({ from: this.o.from, to: { name: m.to_name, address: m.to_address }, subject: r.subject, text: r.text, html: r.html });
          await this.db.updateTable('mail_outbox').set({ status: 'sent', sent_at: new Date(), last_error: null, subject: r.subject }).where('mail_id', '=', m.mail_id).execute();
          sent++;
        } catch (err) {
          const message = err instanceof Error ? err.message.slice(0, 500) : String(err);
          const giveUp = m.attempts >= this.o.maxAttempts;
          this.log?.warn({ mailId: m.mail_id, attempt: m.attempts, err: message }, 'mail not sent');
          await this.db
            .updateTable('mail_outbox')
            .set({
              status: giveUp ? 'failed' : 'pending',
              last_error: message,
              last_error_at: new Date(),
              next_attempt_at: new Date(Date.now() + retryDelaySeconds(m.attempts) * 1000),
            })
            .where('mail_id', '=', m.mail_id)
            .execute();
        }
      }
    }
    return sent;
  }
}
