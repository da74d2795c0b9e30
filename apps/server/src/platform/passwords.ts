import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real argon2id hash with the same cost as every stored one (of a password nobody uses).
 * Verifying against it keeps a failed sign-in for an unknown user as slow as a wrong password
 * for a known one; a constant, so even the first such sign-in costs no extra hashing.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$zibAXPuifpBjDrs7q93JHQ$3UjQKfGw6Dajb2xEU6B2i0MsQYZtVwQWaGBmE44qfQM';

export async function spendPasswordCheck(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
