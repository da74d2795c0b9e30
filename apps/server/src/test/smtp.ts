import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`: pass it as `SMTP_URL`. */
  url: string;
  /** Every mail received, parsed, in order of arrival. */
  mails: ParsedMail[];
  /**
   * The next mail to `to` that no earlier call returned: one already received, or the next to
   * arrive within `timeoutMs` (default 5 s). So a test can wait for a second mail to one person.
   */
  waitForMail(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** The http(s) links of a mail: its plain-text body's, then its HTML's hrefs, without duplicates. */
  linksIn(mail: ParsedMail): string[];
  close(): Promise<void>;
}

/** A real SMTP server on a free port of 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    // Pooled client connections stay open; don't keep a test waiting on them at close.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function takeMailTo(to: string): ParsedMail | undefined {
    const wanted = to.toLowerCase();
    const mail = mails.find((m) => !taken.has(m) && recipientsOf(m).includes(wanted));
    if (mail) taken.add(mail);
    return mail;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(to, timeoutMs = 5000) {
      const ready = takeMailTo(to);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = takeMailTo(to);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = mails.map((m) => recipientsOf(m).join(',')).join('; ') || 'none';
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    linksIn(mail) {
      const inText = mail.text?.match(/https?:\/\/[^\s<>"']+/g) ?? [];
      const inHtml = [...(typeof mail.html === 'string' ? mail.html : '').matchAll(/href="(https?:\/\/[^"]+)"/g)].map(
        (m) => m[1]!.replace(/&amp;/g, '&'),
      );
      return [...new Set([...inText, ...inHtml])];
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function recipientsOf(mail: ParsedMail): string[] {
  const to: AddressObject[] = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}
