import { randomInt } from 'node:crypto';

/**
 * Group join codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code
 * read aloud or copied from a board works; 31⁸ ≈ 8.5 × 10¹¹ codes make guessing hopeless under
 * the join rate limit.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

export function newGroupCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** How a typed code is compared: upper case, without the spaces or dashes people add. */
export function normaliseGroupCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
