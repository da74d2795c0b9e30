import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPacks } from '@ricebowl/content';
import type { GameDocument, SessionResponse, UserStatsDocument } from '@ricebowl/contract';
import { buildApp } from './app.js';
import { assembleDeps } from './deps.js';
import { loadConfig } from './platform/config.js';
import { migrateToLatest, openDatabase } from './platform/database/index.js';
import type { App, Deps } from './platform/http.js';
import { seedCategories } from './engine/categories/service.js';
import { anyAddress, bearer, newPlayer } from './test/accounts.js';
import { categoryId, correctOptionOf } from './test/factories.js';

/**
 * `--services=accounts|engine|web`: each surface runs alone in its own process, and together they
 * serve one site from one database. Here three apps, one per surface, share one SQLite file.
 */
describe('one surface per process (SERVICES)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-services-'));
  const dist = path.join(dir, 'dist');
  const packs = loadPacks();
  const secret = randomBytes(32).toString('hex');
  const apps: Record<'accounts' | 'engine' | 'web', { app: App; deps: Deps }> = {} as never;

  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body>rice</body></html>');
    const url = `sqlite:${path.join(dir, 'site.sqlite')}`;
    const first = openDatabase(url);
    await migrateToLatest(first);
    await seedCategories(first.kysely, packs);
    await first.close();
    for (const service of ['accounts', 'engine', 'web'] as const) {
      const config = loadConfig({
        SERVICES: service,
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        SECRET_KEY: secret,
        CAPTCHA: 'off',
        DATABASE_URL: url,
      });
      const deps = assembleDeps(config, openDatabase(url), { packs, mailLog: { info() {} } });
      const app = await buildApp(deps, { logger: false, webDistDir: dist });
      await app.ready();
      apps[service] = { app, deps };
    }
  });
  afterAll(async () => {
    for (const { app, deps } of Object.values(apps)) {
      await app.close();
      deps.mailer.close();
      await deps.db.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (service: keyof typeof apps, url: string) =>
    apps[service].app.inject({ url, remoteAddress: anyAddress() });

  it('serves only its own surface: the others answer 404', async () => {
    expect((await get('accounts', '/api/accounts/api/announcements')).statusCode).toBe(200);
    expect((await get('accounts', '/api/engine/categories/')).statusCode).toBe(404);
    expect((await get('accounts', '/')).statusCode).toBe(404);

    expect((await get('engine', '/api/engine/categories/')).statusCode).toBe(200);
    expect((await get('engine', '/api/accounts/api/announcements')).statusCode).toBe(404);
    expect((await get('engine', '/')).statusCode).toBe(404);

    const page = await get('web', '/categories/world-capitals');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('rice');
    expect((await get('web', '/api/engine/categories/')).statusCode).toBe(404);
    expect((await get('web', '/api/accounts/api/announcements')).statusCode).toBe(404);

    for (const service of ['accounts', 'engine', 'web'] as const) {
      expect((await get(service, '/healthz')).statusCode).toBe(200);
    }
  });

  it('signs up on the accounts process and plays with that session on the engine process', async () => {
    const signed = await apps.accounts.app.inject({
      method: 'POST',
      url: '/api/accounts/users',
      payload: newPlayer(),
      remoteAddress: anyAddress(),
    });
    expect(signed.statusCode).toBe(200);
    const session = signed.json<SessionResponse>();
    const engine = apps.engine.app;
    const game = (
      await engine.inject({
        method: 'POST',
        url: '/api/engine/games',
        headers: bearer(session.token),
        payload: { category: categoryId('multiplication-table'), level: 1 },
      })
    ).json<GameDocument>().data;
    const ctx = { deps: apps.engine.deps } as Parameters<typeof correctOptionOf>[0];
    const answered = await engine.inject({
      method: 'PATCH',
      url: `/api/engine/games/${game.id}/answer`,
      headers: bearer(session.token),
      payload: { question: game.attributes.question_id, answer: await correctOptionOf(ctx, game.id) },
    });
    expect(answered.json<GameDocument>().data.attributes.user_rice_total).toBe(10);
    const stats = await engine.inject({ url: `/api/engine/users/${session.uuid}`, headers: bearer(session.token) });
    expect(stats.json<UserStatsDocument>().data.attributes).toMatchObject({ rice: 10, rank: 1 });
  });
});
