import { randomBytes, randomUUID } from 'node:crypto';

// Random bytes come from a pool refilled in large blocks: one system call per 256 ids, not per id.
const POOL_SIZE = 4096;
let pool = randomBytes(POOL_SIZE);
let offset = 0;

/** An unguessable URL-safe id: 128 random bits. */
export function opaqueId(): string {
  if (offset + 16 > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  offset += 16;
  return pool.toString('base64url', offset - 16, offset);
}

export function uuid(): string {
  return randomUUID();
}
