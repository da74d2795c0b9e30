import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from './config.js';
import { ensurePrivateDir, PRIVATE_FILE } from './files.js';

/** One message to one person; both bodies come from `renderMail`. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the outbox file is written). */
  send(mail: Mail): Promise<void>;
  /** Closes pooled SMTP connections; call on shutdown. */
  close(): void;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is set; otherwise writes each message as an `.eml` file
 * into the outbox and logs its links, so a newcomer's `npm start` works with no mail server.
 */
export function createMailer(config: Config['mail'], log: MailLog): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.from, log) : createOutboxMailer(config, log);
}

// Transactional mail: auto-responders must not answer it (RFC 3834).
const HEADERS = { 'Auto-Submitted': 'auto-generated' };

function createSmtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  // A pooled connection that fails while idle is reported here; without a listener it would crash.
  transport.on('error', (error: Error) => log.warn?.({ err: { message: error.message } }, 'SMTP transport error'));
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail, headers: HEADERS });
    },
    close() {
      transport.close();
    },
  };
}

function createOutboxMailer(config: Config['mail'], log: MailLog): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const { message } = (await builder.sendMail({ from: config.from, ...mail, headers: HEADERS })) as {
        message: Buffer;
      };
      // The outbox holds working login links: the server's user alone may read it.
      ensurePrivateDir(config.outboxDir);
      const file = await writeNewFile(config.outboxDir, outboxFileName(new Date(), mail.to), message);
      log.info({ to: mail.to, subject: mail.subject, links: linksIn(mail.text), file }, 'mail written to outbox');
    },
    close() {
      builder.close();
    },
  };
}

/** `2025-01-31T09-15-02-123Z-bob-example-org.eml`: sorts by time, safe on every file system. */
export function outboxFileName(time: Date, to: string): string {
  const stamp = time.toISOString().replace(/[:.]/g, '-');
  const slug =
    to
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'recipient';
  return `${stamp}-${slug}.eml`;
}

/** Writes without overwriting: two mails to one person in the same millisecond get `-2`, `-3` … */
async function writeNewFile(dir: string, name: string, content: Buffer): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const file = path.join(dir, attempt === 1 ? name : name.replace(/\.eml$/, `-${attempt}.eml`));
    try {
      await fs.writeFile(file, content, { flag: 'wx', mode: PRIVATE_FILE });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error;
    }
  }
}

/** The http(s) links of a plain-text body, in order, without duplicates. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
