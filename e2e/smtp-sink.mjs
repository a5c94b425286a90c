// A real SMTP server for the browser tests: the product's mail sender delivers to it, and the
// tests read what arrived over HTTP (GET /messages: [{ to, subject, text }], DELETE /messages).
// Usage: node smtp-sink.mjs <smtpPort> <httpPort>
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
/** @type {{ to: string[]; subject: string; text: string; at: string }[]} */
let messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          at: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.method === 'DELETE') messages = [];
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(messages));
  })
  .listen(httpPort, '127.0.0.1');
