import { createHmac, randomInt } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { Database } from './database/schema.js';

/**
 * What `GET …/captcha/challenge` answers and the altcha widget (v3) solves: ALTCHA's v2 proof of
 * work. The parameters, including `expiresAt`, are signed; the solver tries counters until the
 * derived key starts with `keyPrefix`.
 */
export type AltchaChallenge = Challenge & { signature: string };

export interface Captcha {
  /** A fresh signed challenge that expires after the captcha's time to live. */
  challenge(): Promise<AltchaChallenge>;
  /**
   * True once for a correct solution of an unexpired challenge of ours: `payload` is the widget's
   * base64 form value. Malformed payloads, wrong solutions, bad signatures, expired or already
   * used challenges give false.
   */
  verify(payload: string): Promise<boolean>;
}

export interface CaptchaOptions {
  db: Kysely<Database>;
  secretKey: string;
  /** Difficulty: the secret counter is drawn from 0 … maxNumber, the solver tries them in order. */
  maxNumber: number;
  /** Epoch milliseconds. */
  now: () => number;
  ttlMs?: number;
}

// One SHA-256 per try: the same work per counter as ALTCHA v1, bundled in the widget.
const ALGORITHM = 'SHA-256';
const COST = 1;
const MAX_PAYLOAD_LENGTH = 4096;
const SWEEP_INTERVAL_MS = 60_000;

const PayloadSchema = Type.Object({
  challenge: Type.Object({
    parameters: Type.Object({
      algorithm: Type.Literal(ALGORITHM),
      cost: Type.Literal(COST),
      nonce: Type.String({ pattern: '^[0-9a-f]{2,128}$' }),
      salt: Type.String({ pattern: '^[0-9a-f]{2,128}$' }),
      keyLength: Type.Integer({ minimum: 1, maximum: 64 }),
      keyPrefix: Type.String({ pattern: '^[0-9a-f]{1,128}$' }),
      expiresAt: Type.Integer({ minimum: 1 }),
    }),
    signature: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  }),
  solution: Type.Object({
    counter: Type.Integer({ minimum: 0 }),
    derivedKey: Type.String({ pattern: '^[0-9a-f]{2,128}$' }),
  }),
});
type Payload = Static<typeof PayloadSchema>;

/** A self-hosted proof-of-work captcha (ALTCHA); spent solutions are kept in `captcha_solutions`. */
export function createCaptcha({ db, secretKey, maxNumber, now, ttlMs = 10 * 60_000 }: CaptchaOptions): Captcha {
  // A key of its own, so a captcha signature can never stand for anything else signed with the secret.
  const hmacSignatureSecret = createHmac('sha256', secretKey).update('ricebowl:captcha').digest('hex');
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweepExpired(at: number) {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    await db.deleteFrom('captcha_solutions').where('expires_at', '<', at).execute();
  }

  return {
    async challenge() {
      const { parameters, signature } = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(0, maxNumber + 1),
        deriveKey,
        expiresAt: Math.ceil((now() + ttlMs) / 1000),
        hmacSignatureSecret,
      });
      if (!signature) throw new Error('altcha-lib returned an unsigned challenge');
      return { parameters, signature };
    },

    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const { challenge, solution } = decoded;
      const expiresAtMs = challenge.parameters.expiresAt * 1000;
      const at = now();
      if (expiresAtMs <= at) return false;
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret });
        if (!result.verified) return false;
      } catch {
        return false; // parameters the key derivation cannot use are a wrong solution, not a 500
      }
      await sweepExpired(at);
      // The primary key makes spending atomic on both databases: of concurrent inserts of one
      // signature exactly one inserts a row; the others conflict and insert nothing.
      const spent = await db
        .insertInto('captcha_solutions')
        .values({ signature: challenge.signature, expires_at: expiresAtMs })
        .onConflict((oc) => oc.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}

function decodePayload(payload: string): Payload | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  return Value.Check(PayloadSchema, value) ? value : null;
}
