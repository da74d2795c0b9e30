import type { Deps } from '../../platform/http.js';
import { AppError } from '../../platform/errors.js';
import { createRecentCounter, type RecentCounter } from '../users/signup-counter.js';
import { emailKey, usernameKey } from '../users/service.js';

/**
 * Guessing defences that a stranger cannot turn against an account's owner (issue 20 item 2).
 * Failed sign-ins are refused per client address (the `login` rate-limit family) and per account
 * and address pair; an account that many fail to enter asks for the captcha, from everyone,
 * instead of refusing anyone. Recovery of an address asks for the captcha when it is asked for
 * often, and is never refused to its owner. All counts are by what was typed, whether or not an
 * account goes by it: known and unknown names behave alike (no oracle).
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 10 * 60_000,
  /** Failed sign-ins for one account from one address; then that pair answers 429 (scaled by RATE_LIMIT_SCALE). */
  perAccountAndAddress: 10,
  /** Failed sign-ins for one account from anywhere; then each sign-in to it needs a solved captcha. */
  captchaAfter: 5,
} as const;

export const RECOVERY_THROTTLE = {
  windowMs: 60 * 60_000,
  /** Recovery requests for one address; then each further one needs a solved captcha. */
  captchaAfter: 3,
} as const;

const CAPTCHA_TO_CONTINUE = 'There have been many attempts for this account. Please solve the captcha to continue.';

/** A 429 that says when to come back (the route sets `Retry-After` from it). */
export class Throttled extends AppError {
  constructor(readonly retryAfterS: number) {
    super(429, 'rate_limited', 'Too many requests. Please try again later.');
  }
}

export interface AccountThrottle {
  /**
   * Before a sign-in's password is checked: refuses a pair that failed too often, and asks for the
   * captcha when the account did; the same for a name no account uses.
   */
  beforeSignIn(login: string, address: string, captcha: string | null | undefined): Promise<void>;
  /** After a wrong password or an unknown name. */
  signInFailed(login: string, address: string): Promise<void>;
  /** Before a recovery mail: past the threshold the captcha, never a refusal. */
  beforeRecovery(email: string, captcha: string | null | undefined): Promise<void>;
}

/** The account a sign-in is about, as typed: a name and its case or width variants count as one. */
const signInKey = (login: string) => usernameKey(login);

export function createAccountThrottle(deps: Deps): AccountThrottle {
  const prefix = deps.config.redis.keyPrefix;
  const signIns: RecentCounter = createRecentCounter(
    deps.redis,
    `${prefix}signin-failures:`,
    SIGN_IN_THROTTLE.windowMs,
  );
  const recoveries: RecentCounter = createRecentCounter(deps.redis, `${prefix}recoveries:`, RECOVERY_THROTTLE.windowMs);
  const pairLimit = Math.max(1, Math.round(SIGN_IN_THROTTLE.perAccountAndAddress * deps.config.rateLimitScale));
  const pair = (login: string, address: string) => `pair:${address}:${signInKey(login)}`;
  const account = (login: string) => `account:${signInKey(login)}`;

  /** With CAPTCHA=off there is nothing to ask: the address and pair limits alone hold. */
  async function requireCaptcha(solution: string | null | undefined) {
    if (deps.config.captcha.mode === 'off') return;
    if (!solution) throw new AppError(400, 'captcha_required', 'Captcha required', CAPTCHA_TO_CONTINUE);
    if (!(await deps.captcha.verify(solution))) {
      throw new AppError(400, 'captcha_invalid', 'Captcha failed', 'The captcha was not solved. Please try again.');
    }
  }

  return {
    async beforeSignIn(login, address, captcha) {
      const now = deps.now();
      // Redis down (null): no refusal on an unknown count, but the captcha (as sign-up does).
      if (((await signIns.recent(pair(login, address), now)) ?? 0) >= pairLimit) {
        throw new Throttled(SIGN_IN_THROTTLE.windowMs / 1000);
      }
      const failures = await signIns.recent(account(login), now);
      if (failures === null || failures >= SIGN_IN_THROTTLE.captchaAfter) await requireCaptcha(captcha);
    },
    async signInFailed(login, address) {
      const now = deps.now();
      await Promise.all([signIns.add(pair(login, address), now), signIns.add(account(login), now)]);
    },
    async beforeRecovery(email, captcha) {
      const now = deps.now();
      const key = emailKey(email);
      const requests = await recoveries.recent(key, now);
      if (requests === null || requests >= RECOVERY_THROTTLE.captchaAfter) await requireCaptcha(captcha);
      await recoveries.add(key, now);
    },
  };
}
