import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** The product's SMTP_URL for this sink. */
  url: string;
  /** Every message accepted, in order (tests may empty it). */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps what it is sent, for the tests of the mail
 * sender; `options` add to it (an `onAuth` that checks a password, an `onRcptTo` that refuses).
 */
export async function startSmtpSink(options: Partial<SMTPServerOptions> = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The decoded text of every MIME part of a raw message (base64 and quoted-printable). */
export function decodeMime(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((p) => {
      const [head, ...rest] = p.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n');
      if (/Content-Transfer-Encoding:\s*base64/i.test(head ?? '')) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head ?? '')) {
        const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
        try {
          return decodeURIComponent(bytes);
        } catch {
          return bytes;
        }
      }
      return p;
    })
    .join('\n');
}
