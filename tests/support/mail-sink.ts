/**
 * An SMTP server for tests (smtp-server): what the product's SMTP transport delivers lands here, parsed enough
 * to assert on (recipients, headers, decoded subject and text). A refusal code per recipient lets a test make
 * the server answer 4xx or 5xx. Used by tests/server/delivery.test.ts and each e2e worker (e2e/fixtures.ts).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  /** Unfolded header lines. */
  headers: string;
  subject: string;
  text: string;
}

export interface MailSink {
  /** `smtp://127.0.0.1:{port}`: the SMTP_URL to configure. */
  url: string;
  mails: Mail[];
  /** Answer this code to RCPT TO for `address` (451: try later; 550: no such mailbox); 0 accepts again. */
  refuse(address: string, code: number): void;
  close(): Promise<void>;
}

/** Quoted-printable → text (nodemailer writes non-ASCII bodies so). */
const qp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words of a header → text. */
const words = (h: string) =>
  h
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, t: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(t, 'base64').toString('utf8') : qp(t.replace(/_/g, ' ')),
    );

export function parseMail(raw: string, to: string[]): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const subject = words(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const body = raw.slice(split + 4);
  return { to, headers, subject, text: /quoted-printable/i.test(headers) ? qp(body) : body };
}

export async function startMailSink(): Promise<MailSink> {
  const mails: Mail[] = [];
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      const code = refusals.get(address.address);
      if (!code) return cb();
      cb(
        Object.assign(new Error(code >= 500 ? 'No such mailbox' : 'Try again later'), { responseCode: code }),
      );
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    refuse: (address, code) => (code ? refusals.set(address, code) : refusals.delete(address)),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
