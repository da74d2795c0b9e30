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

// Verifying against this keeps a failed sign-in for an unknown user as slow as for a known one.
let dummyHash: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a real password');
  await verifyPassword(await dummyHash, password);
  return false;
}
