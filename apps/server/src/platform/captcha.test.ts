import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { captchaRoutes } from '../accounts/captcha/routes.js';
import { createCaptcha, type AltchaChallenge, type Captcha } from './captcha.js';
import { loadSecretKey } from './secret.js';

interface Solved {
  challenge: { parameters: AltchaChallenge['parameters']; signature?: string };
  solution: { counter: number; derivedKey: string; time?: number };
}

/** Solves a challenge as the widget does and returns what it would put in the form, decoded. */
async function solve(challenge: AltchaChallenge): Promise<Solved> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe.each(DIALECTS)('captcha on %s', (dialect) => {
  let ctx: TestContext;
  let captcha: Captcha;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    captcha = ctx.deps.captcha;
  });
  afterAll(async () => ctx.close());
  afterEach(() => {
    ctx.deps.now = Date.now;
  });

  it('accepts a solved challenge once, then refuses it as used', async () => {
    const solved = await solve(await captcha.challenge());
    expect(solved.challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(solved.solution.counter).toBeLessThanOrEqual(ctx.deps.config.captcha.maxNumber);

    expect(await captcha.verify(encode(solved))).toBe(true);
    expect(await captcha.verify(encode(solved))).toBe(false);

    const spent = await ctx.deps.db.kysely
      .selectFrom('captcha_solutions')
      .select(['signature', 'expires_at'])
      .where('signature', '=', solved.challenge.signature!)
      .execute();
    expect(spent).toEqual([
      { signature: solved.challenge.signature, expires_at: solved.challenge.parameters.expiresAt! * 1000 },
    ]);
  });

  it('signs an expiry ten minutes ahead into each challenge', async () => {
    const before = Date.now();
    const { parameters, signature } = await captcha.challenge();
    expect(parameters.expiresAt! * 1000).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(parameters.expiresAt! * 1000).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses malformed payloads', async () => {
    const solved = await solve(await captcha.challenge());
    const malformed = [
      '',
      'not base64 at all!',
      encode(null),
      encode('text'),
      encode({}),
      // what the widget sends in its test mode
      encode({ challenge: null, solution: null, test: true }),
      encode({ challenge: solved.challenge }),
      encode({ ...solved, solution: { counter: '1', derivedKey: solved.solution.derivedKey } }),
      encode({ ...solved, solution: { counter: -1, derivedKey: solved.solution.derivedKey } }),
      encode({ ...solved, solution: { counter: solved.solution.counter, derivedKey: 'XYZ' } }),
      JSON.stringify(solved), // not base64
      'A'.repeat(100_000),
    ];
    for (const payload of malformed) expect(await captcha.verify(payload), payload.slice(0, 60)).toBe(false);
    // None of that spent the challenge.
    expect(await captcha.verify(encode(solved))).toBe(true);
  });

  it('refuses a wrong number or a wrong derived key', async () => {
    const solved = await solve(await captcha.challenge());
    const wrongCounter = { ...solved, solution: { ...solved.solution, counter: solved.solution.counter + 1 } };
    const nextCounter = Buffer.alloc(4);
    nextCounter.writeUInt32BE(solved.solution.counter + 1);
    // The key of the next counter: a real derived key, just not the one the challenge asks for.
    const other = await deriveKey(
      solved.challenge.parameters,
      Buffer.from(solved.challenge.parameters.salt, 'hex'),
      Buffer.concat([Buffer.from(solved.challenge.parameters.nonce, 'hex'), nextCounter]),
    );
    const wrongKey = {
      ...solved,
      solution: { ...solved.solution, derivedKey: Buffer.from(other.derivedKey).toString('hex') },
    };
    expect(await captcha.verify(encode(wrongCounter))).toBe(false);
    expect(await captcha.verify(encode(wrongKey))).toBe(false);
    expect(await captcha.verify(encode(solved))).toBe(true);
  });

  it('refuses tampered parameters and bad signatures', async () => {
    const solved = await solve(await captcha.challenge());
    const { parameters, signature } = solved.challenge;
    const withParameters = (changes: object) => ({
      ...solved,
      challenge: { signature, parameters: { ...parameters, ...changes } },
    });
    const flipped = signature!.replace(/^./, (c) => (c === '0' ? '1' : '0'));

    expect(await captcha.verify(encode(withParameters({ expiresAt: parameters.expiresAt! + 3600 })))).toBe(false);
    expect(await captcha.verify(encode(withParameters({ keyPrefix: '00' })))).toBe(false);
    expect(await captcha.verify(encode(withParameters({ data: { x: 1 } })))).toBe(false);
    expect(await captcha.verify(encode({ ...solved, challenge: { parameters, signature: flipped } }))).toBe(false);
    expect(await captcha.verify(encode({ ...solved, challenge: { parameters } }))).toBe(false);

    // Signed with another key: a challenge from someone else's server (or before a key change).
    const foreign = createCaptcha({ db: ctx.deps.db.kysely, secretKey: 'x'.repeat(64), maxNumber: 50, now: Date.now });
    const foreignSolved = await solve(await foreign.challenge());
    expect(await captcha.verify(encode(foreignSolved))).toBe(false);
    expect(await foreign.verify(encode(foreignSolved))).toBe(true);

    expect(await captcha.verify(encode(solved))).toBe(true);
  });

  it('refuses an expired challenge, and follows the clock the tests move', async () => {
    let now = Date.now();
    const clocked = createCaptcha({
      db: ctx.deps.db.kysely,
      secretKey: ctx.deps.config.secretKey!,
      maxNumber: 50,
      now: () => now,
      ttlMs: 60_000,
    });
    const late = await solve(await clocked.challenge());
    const inTime = await solve(await clocked.challenge());
    now += 58_000;
    expect(await clocked.verify(encode(inTime))).toBe(true);
    now += 3_000;
    expect(await clocked.verify(encode(late))).toBe(false);

    // The app's captcha reads deps.now, the clock API tests move.
    const solved = await solve(await captcha.challenge());
    ctx.deps.now = () => Date.now() + 10 * 60_000 + 1000;
    expect(await captcha.verify(encode(solved))).toBe(false);
  });

  it('lets exactly one of ten concurrent verifications of one payload through', async () => {
    const payload = encode(await solve(await captcha.challenge()));
    const results = await Promise.all(Array.from({ length: 10 }, () => captcha.verify(payload)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('deletes expired solutions as it goes', async () => {
    const db = ctx.deps.db.kysely;
    await db
      .insertInto('captcha_solutions')
      .values([
        { signature: 'stale', expires_at: Date.now() - 1000 },
        { signature: 'fresh', expires_at: Date.now() + 60_000 },
      ])
      .execute();
    // A new instance has never swept.
    const sweeping = createCaptcha({ db, secretKey: ctx.deps.config.secretKey!, maxNumber: 50, now: Date.now });
    const solved = await solve(await sweeping.challenge());
    expect(await sweeping.verify(encode(solved))).toBe(true);
    const signatures = (await db.selectFrom('captcha_solutions').select('signature').execute()).map((r) => r.signature);
    expect(signatures).not.toContain('stale');
    expect(signatures).toContain('fresh');
    expect(signatures).toContain(solved.challenge.signature);
  });

  it('serves challenges the widget can fetch at /captcha/challenge, never cached', async () => {
    // The accounts API mounts captchaRoutes under /api/accounts; here on a bare app with the deps.
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.decorate('deps', ctx.deps);
    await app.register(captchaRoutes, { prefix: '/api/accounts' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/accounts/captcha/challenge' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const challenge = response.json<AltchaChallenge>();
      expect(Object.keys(challenge).sort()).toEqual(['parameters', 'signature']);
      expect(Object.keys(challenge.parameters).sort()).toEqual(
        ['algorithm', 'cost', 'expiresAt', 'keyLength', 'keyPrefix', 'nonce', 'salt'].sort(),
      );
      // What went over the wire still verifies: serialization dropped or changed nothing signed.
      expect(await captcha.verify(encode(await solve(challenge)))).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('loadSecretKey', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-secret-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prefers SECRET_KEY', () => {
    expect(loadSecretKey({ secretKey: 'k'.repeat(40), dataDir })).toBe('k'.repeat(40));
    expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(false);
  });

  it('otherwise creates <dataDir>/secret.key once, private to its owner, and keeps it', () => {
    const nested = path.join(dataDir, 'nested');
    const first = loadSecretKey({ secretKey: null, dataDir: nested });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(nested, 'secret.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ secretKey: null, dataDir: nested })).toBe(first);
    expect(fs.readdirSync(nested)).toEqual(['secret.key']);
  });

  it('refuses a key file that holds no usable secret', () => {
    const broken = path.join(dataDir, 'broken');
    fs.mkdirSync(broken);
    fs.writeFileSync(path.join(broken, 'secret.key'), '\n');
    expect(() => loadSecretKey({ secretKey: null, dataDir: broken })).toThrow(/no usable secret/);
  });
});
