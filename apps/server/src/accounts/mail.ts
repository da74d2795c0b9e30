import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../platform/http.js';
import { renderMail, type MailKind } from '../platform/mail-templates.js';

/**
 * Sends an account mail. A failed delivery is logged, not thrown: the account change stands and
 * the player can ask for the mail again.
 */
export async function sendAccountMail(
  deps: Deps,
  log: FastifyBaseLogger,
  to: { email: string; username: string; language?: string },
  kind: MailKind,
  link: string,
): Promise<void> {
  try {
    await deps.mailer.send({ to: to.email, ...renderMail(kind, { username: to.username, link }, to.language) });
  } catch (error) {
    log.error({ err: error, kind }, 'account mail could not be sent');
  }
}
