import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { bearer } from '../test/accounts.js';
import { createAdmin } from '../test/factories.js';
import { createMailer } from './mail.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database/index.js';

/** Opens a raw socket and resolves with how long the server took to close it. */
function timeUntilClosed(port: number, drip: (socket: net.Socket) => void, giveUpMs = 8000): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => drip(socket));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a slow connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('error', () => {}); // a reset is a close too
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
    socket.on('data', () => {}); // read whatever the server answers (408, 400) and wait for the close
  });
}

/** Writes one chunk every `everyMs` until the socket closes. */
function trickle(chunks: () => string, everyMs: number) {
  return (socket: net.Socket) => {
    const timer = setInterval(() => {
      if (socket.destroyed || !socket.writable) clearInterval(timer);
      else socket.write(chunks());
    }, everyMs);
    socket.on('close', () => clearInterval(timer));
  };
}

describe('slow clients are cut off (header, body and idle timeouts)', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', {
      HTTP_HEADERS_TIMEOUT_S: '1',
      HTTP_REQUEST_TIMEOUT_S: '2',
      HTTP_IDLE_TIMEOUT_S: '1',
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('closes a connection that sends its body one byte at a time (never idle, never done)', async () => {
    const head =
      'POST /api/accounts/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    let sent = false;
    const took = await timeUntilClosed(port, (socket) => {
      socket.write(head);
      sent = true;
      trickle(() => ' ', 300)(socket);
    });
    expect(sent).toBe(true);
    // Request timeout 2 s, checked every second.
    expect(took).toBeGreaterThan(1500);
    expect(took).toBeLessThan(5000);
  });

  it('closes a connection that trickles its headers', async () => {
    let n = 0;
    const took = await timeUntilClosed(port, (socket) => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      trickle(() => `X-Slow-${n++}: a\r\n`, 200)(socket);
    });
    expect(took).toBeLessThan(4000);
  });

  it('closes a connection that says nothing, and a kept-alive one left idle', async () => {
    expect(await timeUntilClosed(port, () => {})).toBeLessThan(4000);
    const took = await timeUntilClosed(port, (socket) =>
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'),
    );
    expect(took).toBeLessThan(4000);
  });

  it('still serves a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe('/metrics is not public', () => {
  it('answers 404 by default, even from this machine', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('METRICS=token: only with the bearer token', async () => {
    const token = 'a-long-metrics-token-0123456789';
    const ctx = await createTestApp('sqlite', { METRICS: 'token', METRICS_TOKEN: token });
    try {
      expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      const wrong = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
      expect(wrong.statusCode).toBe(404);
      const right = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('ricebowl_answers_total');
    } finally {
      await ctx.close();
    }
  });

  it('METRICS=loopback: a direct local client, never a remote or proxied one', async () => {
    const ctx = await createTestApp('sqlite', { METRICS: 'loopback' });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      const proxied = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.status).toBe(404);
      expect((await ctx.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('refuses METRICS=token without a token at start', () => {
    expect(() => loadConfig({ METRICS: 'token' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('HSTS only over https', () => {
  it('is sent when the request came over https (behind TRUST_PROXY), never over plain http', async () => {
    const ctx = await createTestApp('sqlite', { TRUST_PROXY: 'loopback', SERVICES: 'accounts,engine,web' });
    try {
      for (const url of ['/healthz', '/api/engine/levels', '/']) {
        const plain = await ctx.app.inject({ url });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
        const secure = await ctx.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
        expect(secure.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      }
    } finally {
      await ctx.close();
    }
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const spoofed = await ctx.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});

describe('data files are private (0600 files, 0700 directories)', () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;
  let dir: string;
  let umask: number;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-modes-'));
    umask = process.umask(0o022); // the usual umask, which would make everything world-readable
  });
  afterAll(() => {
    process.umask(umask);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the SQLite database and its -wal and -shm files', async () => {
    const file = path.join(dir, 'db', 'ricebowl.sqlite');
    const db = openDatabase(`sqlite:${file}`);
    try {
      await db.kysely.schema.createTable('t').addColumn('x', 'integer').execute();
      expect(mode(path.dirname(file))).toBe(0o700);
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect([f, mode(f)]).toEqual([f, 0o600]);
    } finally {
      await db.close();
    }
  });

  it('an existing database left world-readable by an older version is tightened', async () => {
    const file = path.join(dir, 'old.sqlite');
    fs.writeFileSync(file, '', { mode: 0o644 });
    const db = openDatabase(`sqlite:${file}`);
    await db.close();
    expect(mode(file)).toBe(0o600);
  });

  it('uploads, sent through the admin API', async () => {
    const dataDir = path.join(dir, 'data');
    const app = await createTestApp('sqlite', { DATA_DIR: dataDir, CAPTCHA: 'off' });
    try {
      const admin = await createAdmin(app);
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const uploaded = await app.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: bearer(admin.session.token),
        payload: { filename: 'dot.png', content_type: 'image/png', data_base64: png },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const uploads = path.join(dataDir, 'uploads');
      expect(mode(uploads)).toBe(0o700);
      const [file] = fs.readdirSync(uploads);
      expect(mode(path.join(uploads, file!))).toBe(0o600);
    } finally {
      await app.close();
    }
  });

  it('the mail outbox, which holds working login links', async () => {
    const outboxDir = path.join(dir, 'outbox');
    fs.mkdirSync(outboxDir, { mode: 0o755 });
    const mailer = createMailer({ smtpUrl: null, from: 'a@b.example', outboxDir }, { info() {} });
    await mailer.send({ to: 'bob@example.org', subject: 's', text: 'https://x.example/link', html: '<p>x</p>' });
    mailer.close();
    expect(mode(outboxDir)).toBe(0o700);
    const [mail] = fs.readdirSync(outboxDir);
    expect(mode(path.join(outboxDir, mail!))).toBe(0o600);
  });
});
