import type { Deps } from '../../platform/http.js';
import type { User } from '../../platform/database/schema.js';
import { hashToken } from '../../platform/tokens.js';
import { accountsLink, appLink, type MailContext } from '../session.js';
import { sendAccountMail } from '../mail.js';
import { endCredentials } from '../credentials.js';
import {
  emailKey,
  findUserByEmail,
  findUserById,
  issueEmailToken,
  spendEmailTokenRow,
  updateUser,
} from './repository.js';

const CHANGE_LINK_MS = 24 * 60 * 60_000;
const UNDO_LINK_MS = 7 * 24 * 60 * 60_000;

/**
 * A new address takes effect only once confirmed from it (issue 20). Runs after the answer
 * (background.ts): whether the address is free or another account's, the player hears the same.
 * A free address gets the confirmation link; a taken one is told that someone tried to use it.
 */
export async function requestEmailChange(
  deps: Deps,
  mail: MailContext,
  user: Pick<User, 'id' | 'username'>,
  newEmail: string,
  /** The session that asked (null from the resend-verification screen, which has none). */
  sessionToken: string | null,
): Promise<void> {
  const owner = await findUserByEmail(deps.db.kysely, newEmail);
  if (owner && owner.id !== user.id) {
    await sendAccountMail(
      deps,
      mail.log,
      { email: newEmail, username: owner.username },
      'emailInUse',
      appLink(mail, '/profile-login-recover'),
    );
    return;
  }
  const token = await issueEmailToken(deps.db.kysely, user.id, 'change_email', deps.now() + CHANGE_LINK_MS, {
    payload: newEmail,
    ...(sessionToken ? { sessionHash: hashToken(sessionToken) } : {}),
  });
  await sendAccountMail(
    deps,
    mail.log,
    { email: newEmail, username: user.username },
    'changeEmail',
    accountsLink(deps, mail, `/auth/confirm-email/${token}`),
  );
}

/**
 * Follows a confirmation link: the address changes, every other session and every older link
 * ends (the session that asked stays), and the old address gets a link that undoes it all.
 */
export async function confirmEmailChange(deps: Deps, mail: MailContext, token: string): Promise<boolean> {
  const db = deps.db.kysely;
  const now = deps.now();
  const row = await spendEmailTokenRow(db, token, 'change_email', now);
  const user = row?.payload ? await findUserById(db, row.user_id) : undefined;
  if (!row?.payload || !user || user.disabled) return false;
  const owner = await findUserByEmail(db, row.payload);
  if (owner && owner.id !== user.id) return false; // taken meanwhile
  await updateUser(db, user.id, {
    email: row.payload,
    email_key: emailKey(row.payload),
    verified_at: now,
    verify_by: null,
    updated_at: now,
  });
  await endCredentials(db, user.id, row.session_hash);
  // An address never confirmed proved nothing: only a confirmed one is offered the undo.
  if (user.verified_at !== null) {
    const undo = await issueEmailToken(db, user.id, 'undo_email', now + UNDO_LINK_MS, { payload: user.email });
    await sendAccountMail(
      deps,
      mail.log,
      { email: user.email, username: user.username },
      'emailChanged',
      accountsLink(deps, mail, `/auth/undo-email/${undo}`),
    );
  }
  return true;
}

/**
 * Follows an undo link from the old address: it comes back, and every session and link ends
 * (the intruder's too, whatever they changed since). The owner then asks for a login link.
 */
export async function undoEmailChange(deps: Deps, token: string): Promise<boolean> {
  const db = deps.db.kysely;
  const now = deps.now();
  const row = await spendEmailTokenRow(db, token, 'undo_email', now);
  const user = row ? await findUserById(db, row.user_id) : undefined;
  if (!row?.payload || !user) return false;
  const owner = await findUserByEmail(db, row.payload);
  if (!owner || owner.id === user.id) {
    await updateUser(db, user.id, {
      email: row.payload,
      email_key: emailKey(row.payload),
      verified_at: now,
      verify_by: null,
      updated_at: now,
    });
  }
  await endCredentials(db, user.id);
  return true;
}
