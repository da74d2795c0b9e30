import {
  DEFAULT_LANGUAGE,
  FORM_RULES,
  USER_AVATAR_COUNT,
  isLanguage,
  languageFromHeader,
  type Language,
  type RegisterBody,
  type SessionResponse,
  type UpdateUserBody,
  type UserAttributes,
} from '@ricebowl/contract';
import type { Deps } from '../../platform/http.js';
import type { Insertable } from 'kysely';
import type { User, UsersTable } from '../../platform/database/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import { uuid } from '../../platform/ids.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { hashToken } from '../../platform/tokens.js';
import type { Viewer } from '../../platform/auth.js';
import { enforceRules, enforceUsernameShape } from '../validation.js';
import { accountsLink, signIn, type MailContext } from '../session.js';
import { sendAccountMail } from '../mail.js';
import { emailKey, findUserById, insertUser, issueEmailToken, takenBy, updateUser, usernameKey } from './repository.js';
import { normaliseName, usernameSkeleton } from '../names.js';
import { refuseCommonPassword } from '../password-policy.js';
import { afterResponse } from '../background.js';
import { endCredentials } from '../credentials.js';
import { requestEmailChange } from './email-change.js';
import type { SignupCounter } from './signup-counter.js';

// What sign-in, recovery and account deletion (accounts/auth) read and change of users and their links.
export {
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
} from './repository.js';

export const VERIFY_WINDOW_MS = 24 * 60 * 60_000;

/** Sign-up: a new, unverified account, signed in, with a verification mail on its way. */
export async function register(
  deps: Deps,
  body: RegisterBody,
  context: { ip: string; signups: SignupCounter; mail: MailContext; acceptLanguage?: string },
): Promise<SessionResponse> {
  const now = deps.now();
  enforceRules(FORM_RULES.register, body, new Date(now));
  const username = normaliseName(body.username);
  enforceUsernameShape(username);
  refuseCommonPassword(body.password);
  await requireCaptchaIfAsked(deps, body.captcha, await context.signups.recent(context.ip, now));
  // Hashed before the names are checked: a taken name or address costs the same time as a free one.
  const passwordHash = await hashPassword(body.password);
  await refuseTaken(deps, username, body.email);

  const user: Insertable<UsersTable> = {
    id: uuid(),
    username,
    username_key: usernameKey(username),
    username_skeleton: usernameSkeleton(username),
    email: body.email.trim(),
    email_key: emailKey(body.email),
    password_hash: passwordHash,
    avatar: '',
    birthdate: body.birthdate,
    verified_at: null,
    verify_by: now + VERIFY_WINDOW_MS,
    role: 'player',
    disabled: 0,
    // The interface the player signed up in; a client that does not say: the browser's preference.
    language: body.language ?? languageFromHeader(context.acceptLanguage),
    created_at: now,
    updated_at: now,
  };
  try {
    await insertUser(deps.db.kysely, user);
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser hears why.
    await refuseTaken(deps, username, body.email);
    throw error;
  }
  await context.signups.add(context.ip, now);
  const created = (await findUserById(deps.db.kysely, user.id))!;
  afterResponse(context.mail.log, 'verification mail', () => sendVerificationMail(deps, context.mail, created));
  return signIn(deps, created, body);
}

/** Mails a fresh verification link; the account has 24 hours from now to follow it. */
export async function sendVerificationMail(
  deps: Deps,
  mail: MailContext,
  user: Pick<User, 'id' | 'email' | 'username' | 'language'>,
) {
  const expires = deps.now() + VERIFY_WINDOW_MS;
  const token = await issueEmailToken(deps.db.kysely, user.id, 'verify', expires);
  await sendAccountMail(deps, mail.log, user, 'verify', accountsLink(deps, mail, `/auth/verify/${token}`));
}

/** CAPTCHA=auto asks past the threshold, and always while the count is unknown (Redis down). */
async function requireCaptchaIfAsked(deps: Deps, solution: string | null | undefined, recentSignups: number | null) {
  const { mode, autoThreshold } = deps.config.captcha;
  const asked = mode === 'always' || (mode === 'auto' && (recentSignups === null || recentSignups >= autoThreshold));
  if (!asked) return;
  if (!solution)
    throw new AppError(400, 'captcha_required', 'Captcha required', 'Please solve the captcha to sign up.');
  if (!(await deps.captcha.verify(solution))) {
    throw new AppError(400, 'captcha_invalid', 'Captcha failed', 'The captcha was not solved. Please try again.');
  }
}

/** Sign-up says when a name or address is taken (it signs the new player in: SPEC §4). */
async function refuseTaken(deps: Deps, username: string, email: string | null, exceptUserId?: string) {
  const taken = await takenBy(deps.db.kysely, username, email ?? '', exceptUserId);
  if (taken.username) {
    const message =
      taken.username === 'same'
        ? 'This username is already taken.'
        : 'This username looks too much like one that is already taken.';
    throw new AppError(400, 'username_taken', 'Username taken', message, { errors: { username: [message] } });
  }
  if (email !== null && taken.email) {
    const message = 'An account with this email address already exists.';
    throw new AppError(400, 'email_taken', 'Email taken', message, { errors: { email: [message] } });
  }
}

/** The viewer's own account; anyone else's is as good as missing (404, never 403). */
export async function ownUser(deps: Deps, viewer: Viewer, id: string): Promise<User> {
  if (!viewer) throw errors.unauthorized();
  const user = viewer.userId === id ? await findUserById(deps.db.kysely, id) : undefined;
  if (!user) throw errors.notFound();
  return user;
}

export function presentUser(user: User): UserAttributes {
  return {
    uuid: user.id,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    verified: user.verified_at !== null,
    created_at: new Date(user.created_at).toISOString(),
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  };
}

/** avatar-1 … avatar-16, or nothing (the anonymous picture). */
function acceptedAvatar(avatar: string): string {
  const match = /^avatar-(\d+)$/.exec(avatar);
  return match && Number(match[1]) >= 1 && Number(match[1]) <= USER_AVATAR_COUNT ? avatar : '';
}

/** A sign-in this recent proves the person at the keyboard as well as the current password does. */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

/**
 * Profile save (SPEC §5: the password comes every time). A different password is a change; with
 * a different e-mail address, it needs proof (issue 20): the current password (typed as the
 * password, or as `current_password`) or a sign-in within 15 minutes. A new password ends every
 * other session and link; a new address takes effect only once confirmed from it
 * (email-change.ts) and is reported back as `pending_email`, whether it is free or not.
 */
export async function updateOwnUser(
  deps: Deps,
  viewer: Viewer,
  id: string,
  body: UpdateUserBody,
  mail: MailContext,
): Promise<{ user: User; pendingEmail: string | null }> {
  const user = await ownUser(deps, viewer, id);
  const now = deps.now();
  enforceRules(FORM_RULES.editProfile, body, new Date(now));
  const username = normaliseName(body.username);
  if (usernameKey(username) !== user.username_key) {
    enforceUsernameShape(username);
    await refuseTaken(deps, username, null, user.id);
  }

  const passwordKept = await verifyPassword(user.password_hash, body.password);
  const newEmail = emailKey(body.email) !== user.email_key ? body.email.trim() : null;
  // The password typed is the current one: that proves the person, for a new address too.
  // Otherwise it is a new password, which needs proof of its own.
  if (!passwordKept) {
    refuseCommonPassword(body.password);
    await requireProof(deps, viewer!, user, body.current_password);
  }

  const changes = {
    username,
    username_key: usernameKey(username),
    username_skeleton: usernameSkeleton(username),
    avatar: acceptedAvatar(body.avatar),
    updated_at: now,
    ...(passwordKept ? {} : { password_hash: await hashPassword(body.password) }),
  };
  await updateUser(deps.db.kysely, user.id, changes);
  if (!passwordKept) await endCredentials(deps.db.kysely, user.id, hashToken(viewer!.token));
  if (newEmail) {
    afterResponse(mail.log, 'e-mail change', () => requestEmailChange(deps, mail, user, newEmail, viewer!.token));
  }
  return { user: { ...user, ...changes }, pendingEmail: newEmail };
}

/** The current password, or a recent sign-in; else a clear code the form answers by asking for it. */
async function requireProof(deps: Deps, viewer: NonNullable<Viewer>, user: User, currentPassword?: string | null) {
  if (currentPassword) {
    if (await verifyPassword(user.password_hash, currentPassword)) return;
    const message = 'Wrong password';
    throw new AppError(400, 'wrong_password', 'Wrong password', message, { errors: { current_password: [message] } });
  }
  if (viewer.signedInAt >= deps.now() - RECENT_SIGN_IN_MS) return;
  const message = 'Please type your current password to change your password or e-mail address.';
  throw new AppError(400, 'current_password_required', 'Current password needed', message, {
    errors: { current_password: [message] },
  });
}

/** Keeps the player's interface language in their account (it sets the language of their e-mails). */
export async function setOwnLanguage(deps: Deps, viewer: Viewer, id: string, language: Language): Promise<User> {
  const user = await ownUser(deps, viewer, id);
  const changes = { language, updated_at: deps.now() };
  await updateUser(deps.db.kysely, user.id, changes);
  return { ...user, ...changes };
}
