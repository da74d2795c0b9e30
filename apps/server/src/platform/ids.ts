import { randomBytes, randomUUID, createHash } from 'node:crypto';

/** An unguessable URL-safe id: 128 random bits. */
export function opaqueId(): string {
  return randomBytes(16).toString('base64url');
}

export function uuid(): string {
  return randomUUID();
}

/** A stable id derived from a name, for seeded rows that must keep their id across databases. */
export function stableId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 24);
}
