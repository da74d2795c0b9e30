import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../platform/errors.js';

/**
 * The most common passwords of real leaks: zxcvbn-ts's "passwords-common" list (about 49,000,
 * MIT licence, in @zxcvbn-ts/language-common), kept offline. SPEC's minimum of 5 characters
 * stays; these are refused on top of it, as is one character repeated (`aaaaa`).
 */
const COMMON = new Set(dictionary['passwords-common']);

export function isTooEasyToGuess(password: string): boolean {
  const folded = password.toLowerCase();
  return COMMON.has(folded) || /^(.)\1*$/su.test(password);
}

export const TOO_COMMON_MESSAGE =
  'This password is one of the most common ones. Please choose one that is harder to guess.';

export function refuseCommonPassword(password: string): void {
  if (!isTooEasyToGuess(password)) return;
  throw new AppError(400, 'password_too_common', 'Password too common', TOO_COMMON_MESSAGE, {
    errors: { password: [TOO_COMMON_MESSAGE] },
  });
}
