import type { FastifyBaseLogger } from 'fastify';
import {
  FORM_RULES,
  USER_AVATAR_COUNT,
  type RegisterBody,
  type SessionResponse,
  type UpdateUserBody,
  type UserAttributes,
} from '@ricebowl/contract';
import type { Deps } from '../../platform/http.js';
import type { User } from '../../platform/database/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import { uuid } from '../../platform/ids.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { revokeOtherSessions, type Viewer } from '../../platform/auth.js';
import { enforceRules, enforceUsernameShape } from '../validation.js';
import { accountsLink, signIn } from '../session.js';
import { sendAccountMail } from '../mail.js';
import { emailKey, findUserById, insertUser, issueEmailToken, takenBy, updateUser, usernameKey } from './repository.js';
import type { SignupCounter } from './signup-counter.js';

export const VERIFY_WINDOW_MS = 24 * 60 * 60_000;

/** Sign-up: a new, unverified account, signed in, with a verification mail on its way. */
export async function register(
  deps: Deps,
  body: RegisterBody,
  context: { ip: string; signups: SignupCounter; log: FastifyBaseLogger },
): Promise<SessionResponse> {
  const now = deps.now();
  enforceRules(FORM_RULES.register, body, new Date(now));
  enforceUsernameShape(body.username);
  await requireCaptchaIfAsked(deps, body.captcha, await context.signups.recent(context.ip, now));
  await refuseTaken(deps, body.username, body.email);

  const user: User = {
    id: uuid(),
    username: body.username.trim(),
    username_key: usernameKey(body.username),
    email: body.email.trim(),
    email_key: emailKey(body.email),
    password_hash: await hashPassword(body.password),
    avatar: '',
    birthdate: body.birthdate,
    verified_at: null,
    verify_by: now + VERIFY_WINDOW_MS,
    role: 'player',
    disabled: 0,
    created_at: now,
    updated_at: now,
  };
  try {
    await insertUser(deps.db.kysely, user);
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser hears why.
    await refuseTaken(deps, body.username, body.email);
    throw error;
  }
  await context.signups.add(context.ip, now);
  await sendVerificationMail(deps, context.log, user);
  return signIn(deps, user, body.game);
}

/** Mails a fresh verification link; the account has 24 hours from now to follow it. */
export async function sendVerificationMail(
  deps: Deps,
  log: FastifyBaseLogger,
  user: Pick<User, 'id' | 'email' | 'username'>,
) {
  const expires = deps.now() + VERIFY_WINDOW_MS;
  const token = await issueEmailToken(deps.db.kysely, user.id, 'verify', expires);
  await sendAccountMail(deps, log, user, 'verify', accountsLink(deps, `/auth/verify/${token}`));
}

async function requireCaptchaIfAsked(deps: Deps, solution: string | null | undefined, recentSignups: number) {
  const { mode, autoThreshold } = deps.config.captcha;
  const asked = mode === 'always' || (mode === 'auto' && recentSignups >= autoThreshold);
  if (!asked) return;
  if (!solution)
    throw new AppError(400, 'captcha_required', 'Captcha required', 'Please solve the captcha to sign up.');
  if (!(await deps.captcha.verify(solution))) {
    throw new AppError(400, 'captcha_invalid', 'Captcha failed', 'The captcha was not solved. Please try again.');
  }
}

async function refuseTaken(deps: Deps, username: string, email: string, exceptUserId?: string) {
  const taken = await takenBy(deps.db.kysely, username, email, exceptUserId);
  if (taken.username) {
    const message = 'This username is already taken.';
    throw new AppError(400, 'username_taken', 'Username taken', message, { errors: { username: [message] } });
  }
  if (taken.email) {
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
  };
}

/** avatar-1 … avatar-16, or nothing (the anonymous picture). */
function acceptedAvatar(avatar: string): string {
  const match = /^avatar-(\d+)$/.exec(avatar);
  return match && Number(match[1]) >= 1 && Number(match[1]) <= USER_AVATAR_COUNT ? avatar : '';
}

/**
 * Profile save (SPEC §5: the password comes every time). A different password is a change: the
 * player's other sessions end and this one stays. A new e-mail address must be verified again.
 */
export async function updateOwnUser(
  deps: Deps,
  viewer: Viewer,
  id: string,
  body: UpdateUserBody,
  log: FastifyBaseLogger,
): Promise<User> {
  const user = await ownUser(deps, viewer, id);
  const now = deps.now();
  enforceRules(FORM_RULES.editProfile, body, new Date(now));
  if (usernameKey(body.username) !== user.username_key) enforceUsernameShape(body.username);
  await refuseTaken(deps, body.username, body.email, user.id);

  const passwordChanged = !(await verifyPassword(user.password_hash, body.password));
  const emailChanged = emailKey(body.email) !== user.email_key;
  const changes: Partial<User> = {
    username: body.username.trim(),
    username_key: usernameKey(body.username),
    email: body.email.trim(),
    email_key: emailKey(body.email),
    avatar: acceptedAvatar(body.avatar),
    updated_at: now,
    ...(passwordChanged ? { password_hash: await hashPassword(body.password) } : {}),
    ...(emailChanged ? { verified_at: null, verify_by: now + VERIFY_WINDOW_MS } : {}),
  };
  await updateUser(deps.db.kysely, user.id, changes);
  if (passwordChanged) await revokeOtherSessions(deps.db.kysely, user.id, viewer!.token);
  const updated = { ...user, ...changes };
  if (emailChanged) await sendVerificationMail(deps, log, updated);
  return updated;
}
