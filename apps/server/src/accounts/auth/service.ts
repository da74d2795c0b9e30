import {
  FORM_RULES,
  type DeleteAccountBody,
  type LoginBody,
  type OneTimeLoginData,
  type OneTimeLoginHash,
  type RecoveryBody,
  type ResendVerificationBody,
  type SessionResponse,
} from '@ricebowl/contract';
import type { Deps } from '../../platform/http.js';
import { AppError, errors } from '../../platform/errors.js';
import { spendPasswordCheck, verifyPassword } from '../../platform/passwords.js';
import { revokeSession, type Viewer } from '../../platform/auth.js';
import { enforceRules } from '../validation.js';
import { appLink, signIn, type MailContext } from '../session.js';
import { sendAccountMail } from '../mail.js';
import {
  deleteUser,
  emailKey,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  issueEmailToken,
  peekEmailToken,
  spendEmailToken,
  updateUser,
  usernameKey,
  ownUser,
  sendVerificationMail,
  VERIFY_WINDOW_MS,
} from '../users/service.js';
import { requestEmailChange } from '../users/email-change.js';
import { afterResponse } from '../background.js';
import { leaveAllGroups } from '../groups/service.js';
import type { AccountThrottle } from './throttle.js';

const LOGIN_LINK_MS = 60 * 60_000;
const wrongCredentials = () => new AppError(400, 'wrong_credentials', 'Sign-in failed', 'Wrong username or password.');

/**
 * Sign-in with a username or e-mail address. An account left unverified past its 24 hours stops
 * working: the answer carries `action: "reverify"` and what the client needs to resend the link.
 */
export async function login(
  deps: Deps,
  body: LoginBody,
  context: { ip: string; throttle: AccountThrottle },
): Promise<SessionResponse> {
  const now = deps.now();
  enforceRules(FORM_RULES.signIn, body, new Date(now));
  // Before the password is looked at: a refused or captcha-less attempt learns nothing of it.
  await context.throttle.beforeSignIn(body.username, context.ip, body.captcha);
  const user = await findUserByLogin(deps.db.kysely, body.username);
  if (!user) {
    await spendPasswordCheck(body.password); // as slow as a real check: no hint that the name is free
    await context.throttle.signInFailed(body.username, context.ip);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(user.password_hash, body.password))) {
    await context.throttle.signInFailed(body.username, context.ip);
    throw wrongCredentials();
  }
  if (user.disabled) throw new AppError(400, 'account_disabled', 'Account disabled', 'This account has been disabled.');
  if (user.verified_at === null && user.verify_by !== null && user.verify_by < now) {
    const token = await issueEmailToken(deps.db.kysely, user.id, 'reverify', now + VERIFY_WINDOW_MS);
    throw new AppError(
      400,
      'reverify',
      'Verification needed',
      'Please verify your e-mail address to keep using your account. We can send you a new link.',
      { action: 'reverify', token, username: user.username, email: user.email },
    );
  }
  return signIn(deps, user, body);
}

export async function logout(deps: Deps, viewer: Viewer): Promise<void> {
  if (!viewer) throw errors.unauthorized();
  await revokeSession(deps.db.kysely, viewer.token);
}

/**
 * Mails a one-time login link if an account uses the address. The answer is the same either way,
 * so nobody can learn who has an account.
 */
export async function recover(
  deps: Deps,
  body: RecoveryBody,
  context: { throttle: AccountThrottle; mail: MailContext },
): Promise<string> {
  const { email } = body;
  const { mail } = context;
  enforceRules(FORM_RULES.forgotPassword, { email }, new Date(deps.now()));
  // Asked for often: the captcha, never a refusal, so that the owner can always get a link.
  await context.throttle.beforeRecovery(email, body.captcha);
  // Even the look-up happens after the answer: known and unknown addresses await the same work.
  afterResponse(mail.log, 'recovery mail', () => mailLoginLink(deps, email, mail));
  return 'If an account uses this address, we have sent it a link to log in.';
}

async function mailLoginLink(deps: Deps, email: string, mail: MailContext) {
  const user = await findUserByEmail(deps.db.kysely, email);
  if (!user || user.disabled) return;
  const token = await issueEmailToken(deps.db.kysely, user.id, 'login', deps.now() + LOGIN_LINK_MS);
  const hash: OneTimeLoginHash = { username: user.username, data: { uuid: user.id, token } };
  const link = appLink(mail, `/profile-onetime-login/${Buffer.from(JSON.stringify(hash)).toString('base64url')}`);
  await sendAccountMail(deps, mail.log, user, 'login', link);
}

/** One-time login: the link works once and expires; following it also proves the address. */
export async function tokenLogin(deps: Deps, data: OneTimeLoginData): Promise<SessionResponse> {
  const now = deps.now();
  const userId = await spendEmailToken(deps.db.kysely, data.token, 'login', now);
  const user = userId === data.uuid ? await findUserById(deps.db.kysely, userId) : undefined;
  if (!user || user.disabled) {
    throw new AppError(400, 'token_invalid', 'Link not valid', 'This login link has expired or was already used.');
  }
  if (user.verified_at === null) await updateUser(deps.db.kysely, user.id, { verified_at: now, verify_by: null });
  return signIn(deps, user);
}

/** Follows a verification link. */
export async function verifyEmail(deps: Deps, token: string): Promise<boolean> {
  const now = deps.now();
  const userId = await spendEmailToken(deps.db.kysely, token, 'verify', now);
  if (!userId) return false;
  await updateUser(deps.db.kysely, userId, { verified_at: now, verify_by: null });
  return true;
}

/**
 * Resends the verification link for an account that lapsed (SPEC §2 Resend verification). The
 * token from the reverify answer proves the password was right; a different e-mail address needs
 * the password again and replaces the old one.
 */
export async function resendVerification(deps: Deps, body: ResendVerificationBody, mail: MailContext) {
  const now = deps.now();
  const invalid = new AppError(
    400,
    'token_invalid',
    'Link not valid',
    'Please log in again to get a new verification link.',
  );
  const userId = await peekEmailToken(deps.db.kysely, body.token, 'reverify', now);
  const user = userId ? await findUserById(deps.db.kysely, userId) : undefined;
  if (!user || usernameKey(body.username) !== user.username_key) throw invalid;

  const newEmail = emailKey(body.email) !== user.email_key;
  enforceRules(
    newEmail ? FORM_RULES.resendVerificationNewEmail : FORM_RULES.resendVerificationSameEmail,
    { ...body, password: body.password ?? '' },
    new Date(now),
  );
  if (newEmail && !(await verifyPassword(user.password_hash, body.password ?? ''))) {
    throw new AppError(400, 'wrong_password', 'Wrong password', 'Wrong password');
  }
  await updateUser(deps.db.kysely, user.id, { verify_by: now + VERIFY_WINDOW_MS });
  // After the answer, and the same answer whether the new address is free or someone else's: the
  // link to confirm it (which verifies the account), or a warning to that address's owner.
  afterResponse(mail.log, 'verification mail', () =>
    newEmail ? requestEmailChange(deps, mail, user, body.email.trim(), null) : sendVerificationMail(deps, mail, user),
  );
  return 'We have sent you a new verification link. Please check your e-mail.';
}

/**
 * Deletes the viewer's account after checking the password (403 when wrong, SPEC §8). Personal
 * data goes; the ledger keeps its grains without the person.
 */
export async function deleteAccount(deps: Deps, viewer: Viewer, body: DeleteAccountBody): Promise<void> {
  if (!viewer) throw errors.unauthorized();
  const user = await ownUser(deps, viewer, viewer.userId);
  const sameUser = usernameKey(body.username) === user.username_key || emailKey(body.username) === user.email_key;
  if (!sameUser || !(await verifyPassword(user.password_hash, body.password))) {
    throw new AppError(403, 'wrong_password', 'Wrong password', 'Wrong password');
  }
  await leaveAllGroups(deps, user.id);
  await deps.players.forgetPlayer(user.id);
  await deleteUser(deps.db.kysely, user.id);
}
