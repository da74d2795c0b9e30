import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { anyAddress, newPlayer } from '../test/accounts.js';
import { startGame } from '../test/factories.js';
import { loadConfig } from './config.js';
import { publicOrigin, publicUrlWarning } from './public-url.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const mainTs = path.resolve(here, '../main.ts');

/** An address of this machine that is not loopback (a classroom's LAN address), if it has one. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe('the public address of links (issue 18)', () => {
  const unset = loadConfig({ PORT: '3000' });
  const set = loadConfig({ PORT: '3000', PUBLIC_URL: 'https://rice.example.org/' });

  it('is PUBLIC_URL when it is set, whatever the request says', () => {
    expect(publicOrigin(set, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('https://rice.example.org');
  });

  it('unset, follows the address the request came in on when it names this machine', () => {
    expect(publicOrigin(unset, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(unset, { protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
    expect(publicOrigin(unset, { protocol: 'http', host: `${os.hostname()}:3000` })).toBe(
      `http://${os.hostname()}:3000`,
    );
    if (lanAddress) {
      expect(publicOrigin(unset, { protocol: 'http', host: `${lanAddress}:3000` })).toBe(`http://${lanAddress}:3000`);
    }
  });

  it('unset, never follows a Host header that names another machine: the default instead', () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      '127.evil.example',
      'localhost@evil.example',
      'localhost:3000/evil',
      '8.8.8.8:3000',
      '',
    ]) {
      expect(publicOrigin(unset, { protocol: 'http', host }), host).toBe('http://localhost:3000');
    }
  });

  it('warns at start-up only when PUBLIC_URL is unset and the server listens beyond loopback', () => {
    expect(publicUrlWarning(loadConfig({ HOST: '0.0.0.0' }))).toMatch(/PUBLIC_URL is not set/);
    expect(publicUrlWarning(loadConfig({ HOST: '192.168.1.10' }))).toMatch(/PUBLIC_URL is not set/);
    expect(publicUrlWarning(loadConfig({ HOST: '::' }))).toMatch(/PUBLIC_URL is not set/);
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      expect(publicUrlWarning(loadConfig({ HOST: host }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://10.0.0.2:3000' }))).toBeNull();
  });
});

describe('links without PUBLIC_URL, through the real server', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // The harness sets PUBLIC_URL; empty is unset, as in the environment.
    ctx = await createTestApp('sqlite', { SMTP_URL: smtp.url, CAPTCHA: 'off', PUBLIC_URL: '', PORT: '3000' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, host: string) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { host }, remoteAddress: anyAddress() });

  it('mails the sign-up link to the address the player opened, and it leads back to a path there', async () => {
    const host = `${lanAddress ?? '127.0.0.1'}:3000`;
    const player = newPlayer();
    expect((await post('/api/accounts/users', player, host)).statusCode).toBe(200);
    const link = smtp.linksIn(await smtp.waitForMail(player.email)).find((l) => l.includes('/auth/verify/'))!;
    expect(link.startsWith(`http://${host}/api/accounts/auth/verify/`)).toBe(true);

    const followed = await ctx.app.inject({ url: new URL(link).pathname, headers: { host } });
    expect(followed.statusCode).toBe(302);
    // A path: the browser stays on the address it used, where the player's session is.
    expect(followed.headers.location).toBe('/profile?verified=1');
  });

  it('never sends a recovery link to the machine a forged Host header names', async () => {
    const player = newPlayer();
    expect((await post('/api/accounts/users', player, '127.0.0.1:3000')).statusCode).toBe(200);
    await smtp.waitForMail(player.email);
    expect((await post('/api/accounts/auth/recovery', { email: player.email }, 'evil.example')).statusCode).toBe(200);
    const mail = await smtp.waitForMail(player.email);
    const link = smtp.linksIn(mail).find((l) => l.includes('/profile-onetime-login/'))!;
    expect(link.startsWith('http://localhost:3000/profile-onetime-login/')).toBe(true);
  });

  it("gives the game's links.self on the address the client opened, absolute for scripts to follow", async () => {
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/engine/games',
      headers: { host: '127.0.0.1:3000' },
      payload: { category: (await startGame(ctx)).attributes.category, level: 1 },
    });
    const game = opened.json<{ data: { id: string; links: { self: string } } }>().data;
    expect(game.links.self).toBe(`http://127.0.0.1:3000/api/engine/games/${game.id}`);
    // A forged Host gets the default, never the forger's server.
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/api/engine/games/${game.id}`,
      headers: { host: 'evil.example' },
    });
    expect(forged.json<{ data: { links: { self: string } } }>().data.links.self).toBe(
      `http://localhost:3000/api/engine/games/${game.id}`,
    );
  });
});

describe('the start-up warning', () => {
  /** Starts `serve` and reads its log up to "Server listening"; whether PUBLIC_URL was warned about. */
  async function warnedAtStart(env: NodeJS.ProcessEnv): Promise<boolean> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-warn-'));
    const child = spawn(process.execPath, ['--import', 'tsx', mainTs, 'serve'], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SERVICES: 'engine',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let warned = false;
    try {
      for await (const line of readline.createInterface({ input: child.stdout })) {
        if (line.includes('PUBLIC_URL is not set')) warned = true;
        if (line.includes('Server listening')) return warned;
      }
      throw new Error('the server ended before it listened');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('is logged when PUBLIC_URL is unset and the server listens beyond loopback, not otherwise', async () => {
    expect(await warnedAtStart({ HOST: '0.0.0.0', PUBLIC_URL: '' })).toBe(true);
    expect(await warnedAtStart({ HOST: '127.0.0.1', PUBLIC_URL: '' })).toBe(false);
    expect(await warnedAtStart({ HOST: '0.0.0.0', PUBLIC_URL: 'http://192.168.1.10:3000' })).toBe(false);
  }, 60_000);
});
