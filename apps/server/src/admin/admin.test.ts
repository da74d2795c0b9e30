import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdList,
  AdminAdDocument,
  AdminCategoryDocument,
  AdminChallengeDocument,
  AdminGroupDocument,
  AdminSponsorDocument,
  AdminUserDocument,
  AdminUserList,
  AuditList,
  UploadResponse,
} from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { signUp } from '../test/accounts.js';
import { testClient, type Method } from '../test/client.js';
import { categoryId, createAdmin, createGroup } from '../test/factories.js';

const HOUR = 3600;
// The smallest valid PNG: signature, IHDR, IDAT, IEND (1×1 transparent pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(DIALECTS)('admin API on %s', (dialect) => {
  let ctx: TestContext;
  let admin: { token: string; id: string; username: string };
  let player: { token: string; id: string; username: string };

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
    const a = await createAdmin(ctx);
    const p = await signUp(ctx);
    admin = { token: a.session.token, id: a.session.uuid, username: a.username };
    player = { token: p.session.token, id: p.session.uuid, username: p.username };
  });
  afterAll(async () => ctx.close());

  const call = testClient(() => ctx);
  const asAdmin = (method: Method, url: string, body?: object) => call(method, url, { body, as: admin.token });

  async function lastAudit() {
    return ctx.deps.db.kysely.selectFrom('audit_log').selectAll().orderBy('seq', 'desc').executeTakeFirstOrThrow();
  }
  async function auditCount() {
    const { n } = await ctx.deps.db.kysely
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  const now = Math.floor(Date.now() / 1000);
  const challengeBody = {
    title: 'Spring drive',
    description: 'Fill the bowl.',
    image: '',
    public: false,
    anonymous_play: true,
    datetime_start: now + 24 * HOUR,
    datetime_end: now + 48 * HOUR,
    rice_goal: 5000,
    milestones: [3000, 1000],
  };
  const sponsorBody = { name: 'Acme Rice', weight: 3, budget_grains: 1000, active: true };
  const imageAd = {
    kind: 'image',
    image_url: '/uploads/x.png',
    text: '',
    link: 'https://acme.example/',
    alt: 'Acme logo',
    position: 0,
    active: true,
  };

  it('answers 401 without a token, 401 with a bad one and 403 to a player, on every admin route', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/challenges'],
      ['POST', '/api/admin/challenges', challengeBody],
      ['PUT', '/api/admin/challenges/x', challengeBody],
      ['POST', '/api/admin/challenges/x/end'],
      ['GET', '/api/admin/announcements'],
      ['POST', '/api/admin/announcements', {}],
      ['PUT', '/api/admin/announcements/x', {}],
      ['DELETE', '/api/admin/announcements/x'],
      ['GET', '/api/admin/notices'],
      ['POST', '/api/admin/notices', {}],
      ['PUT', '/api/admin/notices/x', {}],
      ['DELETE', '/api/admin/notices/x'],
      ['GET', '/api/admin/categories'],
      ['PATCH', '/api/admin/categories/x', { enabled: false }],
      ['GET', '/api/admin/sponsors'],
      ['POST', '/api/admin/sponsors', sponsorBody],
      ['PUT', '/api/admin/sponsors/x', sponsorBody],
      ['POST', '/api/admin/sponsors/x/ads', imageAd],
      ['PUT', '/api/admin/ads/x', imageAd],
      ['DELETE', '/api/admin/ads/x'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${player.id}`],
      ['PATCH', `/api/admin/users/${player.id}`, { cheater: true }],
      ['GET', '/api/admin/groups'],
      ['GET', '/api/admin/groups/x'],
      ['PATCH', '/api/admin/groups/x', { name: 'x' }],
      ['DELETE', '/api/admin/groups/x'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/reports?from=2025-01-01&to=2025-01-31'],
      ['GET', '/api/admin/reports.csv?from=2025-01-01&to=2025-01-31&by=day'],
      ['POST', '/api/admin/uploads', { filename: 'a.png', content_type: 'image/png', data_base64: 'AAAA' }],
    ];
    const before = await auditCount();
    for (const [method, url, payload] of routes) {
      const anonymous = await call(method, url, { body: payload });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
      expect((await call(method, url, { body: payload, as: 'not-a-real-token-but-long-enough' })).statusCode).toBe(401);
      const asPlayer = await call(method, url, { body: payload, as: player.token });
      expect(asPlayer.statusCode, `${method} ${url} as a player`).toBe(403);
      expect(asPlayer.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await auditCount()).toBe(before);
  });

  it('creates, edits and ends challenges (private and future ones listed too), with audit rows', async () => {
    const created = await asAdmin('POST', '/api/admin/challenges', challengeBody);
    expect(created.statusCode).toBe(200);
    const challenge = created.json<AdminChallengeDocument>().data;
    expect(challenge.attributes).toMatchObject({ title: 'Spring drive', public: false, milestones: [1000, 3000] });
    expect(await lastAudit()).toMatchObject({
      actor_user_id: admin.id,
      action: 'challenge.create',
      target_id: challenge.id,
    });

    const list = await asAdmin('GET', '/api/admin/challenges');
    expect(list.json<{ data: { id: string }[] }>().data.map((c) => c.id)).toContain(challenge.id);

    const edited = await asAdmin('PUT', `/api/admin/challenges/${challenge.id}`, {
      ...challengeBody,
      title: 'Summer drive',
      datetime_start: now - HOUR,
    });
    expect(edited.json<AdminChallengeDocument>().data.attributes.title).toBe('Summer drive');
    expect((await lastAudit()).action).toBe('challenge.update');

    const ended = await asAdmin('POST', `/api/admin/challenges/${challenge.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<AdminChallengeDocument>().data.attributes.datetime_end).toBeLessThanOrEqual(
      Math.floor(Date.now() / 1000),
    );
    expect((await lastAudit()).action).toBe('challenge.end');

    expect((await asAdmin('PUT', '/api/admin/challenges/missing', challengeBody)).json()).toMatchObject({
      code: 'challenge_not_found',
    });
  });

  it('answers 400 with field messages for bad input, and writes nothing', async () => {
    const before = await auditCount();
    const cases: [Method, string, object, string][] = [
      ['POST', '/api/admin/challenges', { ...challengeBody, rice_goal: 5 }, 'rice_goal'],
      [
        'POST',
        '/api/admin/challenges',
        { ...challengeBody, datetime_end: challengeBody.datetime_start },
        'datetime_end',
      ],
      ['POST', '/api/admin/challenges', { ...challengeBody, milestones: [9000] }, 'milestones'],
      ['POST', '/api/admin/challenges', { ...challengeBody, title: undefined }, 'title'],
      ['POST', '/api/admin/challenges', { ...challengeBody, extra: 1 }, 'extra'],
      ['POST', '/api/admin/sponsors', { ...sponsorBody, weight: 1001 }, 'weight'],
      [
        'PATCH',
        `/api/admin/categories/${categoryId('multiplication-table')}`,
        { category_group: 'nowhere' },
        'category_group',
      ],
      ['PATCH', `/api/admin/users/${admin.id}`, { disabled: true }, 'disabled'],
      [
        'POST',
        '/api/admin/announcements',
        {
          title: 'T',
          summary: 'S',
          image: '',
          call_to_action: '',
          call_to_action_label: '',
          date: '2025-02-01',
          expiration_date: '2025-01-01',
        },
        'expiration_date',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await asAdmin(method, url, payload);
      expect(response.statusCode, `${method} ${url} ${field}`).toBe(400);
      const body = response.json<{ code: string; message: string; errors: Record<string, string[]> }>();
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.message).toBeTruthy();
    }
    expect(await auditCount()).toBe(before);
  });

  it('manages announcements and the one active notice', async () => {
    const body = {
      title: 'Harvest festival',
      summary: 'Come and play.',
      image: '',
      call_to_action: '/challenges',
      call_to_action_label: 'Play',
      date: new Date(Date.now() - 60_000).toISOString(),
      expiration_date: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const created = await asAdmin('POST', '/api/admin/announcements', body);
    expect(created.statusCode).toBe(200);
    const id = created.json<{ data: { id: string } }>().data.id;
    const shown = await call('GET', '/api/accounts/api/announcements');
    expect(shown.json<{ data: { id: string }[] }>().data.map((a) => a.id)).toContain(id);
    expect((await asAdmin('PUT', `/api/admin/announcements/${id}`, { ...body, title: 'Festival' })).statusCode).toBe(
      200,
    );
    expect((await asAdmin('DELETE', `/api/admin/announcements/${id}`)).statusCode).toBe(200);
    expect((await lastAudit()).action).toBe('announcement.delete');
    expect((await asAdmin('DELETE', `/api/admin/announcements/${id}`)).json()).toMatchObject({
      code: 'announcement_not_found',
    });

    const notice = { title: 'Notice', body: 'Read me', button_link: '', button_text: '', active: true };
    const first = (await asAdmin('POST', '/api/admin/notices', notice)).json<{ data: { id: string } }>().data.id;
    const second = (await asAdmin('POST', '/api/admin/notices', { ...notice, title: 'Second' })).json<{
      data: { id: string };
    }>().data.id;
    const list = (await asAdmin('GET', '/api/admin/notices')).json<{
      data: { id: string; attributes: { active: boolean } }[];
    }>().data;
    expect(list.filter((n) => n.attributes.active).map((n) => n.id)).toEqual([second]);
    expect((await call('GET', '/api/accounts/api/eye-catcher')).json()).toMatchObject({ data: { id: second } });
    await asAdmin('PUT', `/api/admin/notices/${first}`, notice);
    expect((await call('GET', '/api/accounts/api/eye-catcher')).json()).toMatchObject({ data: { id: first } });
    expect((await asAdmin('DELETE', `/api/admin/notices/${first}`)).statusCode).toBe(200);
    expect((await lastAudit()).action).toBe('notice.delete');
  });

  it('disables, regroups and restyles categories; the game list follows', async () => {
    const id = categoryId('multiplication-table');
    const all = (await asAdmin('GET', '/api/admin/categories')).json<{ data: { id: string }[] }>().data;
    expect(all.length).toBeGreaterThan(10);
    const moved = await asAdmin('PATCH', `/api/admin/categories/${id}`, {
      category_group: 'new-categories',
      sponsor_text: 'Brought to you by Acme',
      position: 5,
    });
    expect(moved.json<AdminCategoryDocument>().data.attributes).toMatchObject({
      category_group: 'new-categories',
      category_group_label: 'New Categories',
      sponsor_text: 'Brought to you by Acme',
      position: 5,
      enabled: true,
    });
    await asAdmin('PATCH', `/api/admin/categories/${id}`, { enabled: false });
    expect((await lastAudit()).details).toContain('enabled');
    const playable = await call('GET', '/api/engine/categories?limit=50&current=1');
    expect(JSON.stringify(playable.json())).not.toContain(id);
    expect((await call('POST', '/api/engine/games', { body: { category: id, level: 1 } })).statusCode).toBe(400);
    await asAdmin('PATCH', `/api/admin/categories/${id}`, { enabled: true });
    expect((await asAdmin('PATCH', '/api/admin/categories/missing', { enabled: true })).statusCode).toBe(404);
  });

  it('manages sponsors and ads; the public list shows active ads of sponsors with budget left', async () => {
    const sponsor = (await asAdmin('POST', '/api/admin/sponsors', sponsorBody)).json<AdminSponsorDocument>().data;
    expect(sponsor.attributes).toMatchObject({ name: 'Acme Rice', spent_grains: 0, budget_grains: 1000, ads: [] });
    const ad = await asAdmin('POST', `/api/admin/sponsors/${sponsor.id}/ads`, imageAd);
    expect(ad.statusCode).toBe(200);
    const adId = ad.json<AdminAdDocument>().data.id;
    expect((await lastAudit()).action).toBe('ad.create');
    const text = await asAdmin('POST', `/api/admin/sponsors/${sponsor.id}/ads`, {
      ...imageAd,
      kind: 'text',
      text: 'Acme: rice for all',
      position: 1,
    });
    expect(text.statusCode).toBe(200);

    // Per-kind rules and links: http(s) only.
    const noAlt = await asAdmin('POST', `/api/admin/sponsors/${sponsor.id}/ads`, { ...imageAd, alt: '' });
    expect(noAlt.json()).toMatchObject({ code: 'validation_failed', errors: { alt: expect.any(Array) } });
    const js = await asAdmin('PUT', `/api/admin/ads/${adId}`, { ...imageAd, link: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/sponsors/missing/ads', imageAd)).json()).toMatchObject({
      code: 'sponsor_not_found',
    });

    const ads = (await call('GET', '/api/accounts/api/ads')).json<AdList>().data;
    expect(ads.filter((a) => a.attributes.sponsor_id === sponsor.id).map((a) => a.attributes.kind)).toEqual([
      'image',
      'text',
    ]);
    expect(ads[0]).toMatchObject({ type: 'ads', attributes: { link: 'https://acme.example/', alt: 'Acme logo' } });

    // A spent budget takes the sponsor's ads away; so does deactivating it.
    const spent = await asAdmin('PUT', `/api/admin/sponsors/${sponsor.id}`, { ...sponsorBody, budget_grains: 0 });
    expect(spent.json<AdminSponsorDocument>().data.attributes.budget_grains).toBe(0);
    expect((await lastAudit()).action).toBe('sponsor.update');
    let shown = (await call('GET', '/api/accounts/api/ads')).json<AdList>().data;
    expect(shown.some((a) => a.attributes.sponsor_id === sponsor.id)).toBe(false);
    const unlimited = await asAdmin('PUT', `/api/admin/sponsors/${sponsor.id}`, {
      ...sponsorBody,
      budget_grains: null,
      active: false,
    });
    // null means unlimited: it must not arrive as 0 (spent) through type coercion.
    expect(unlimited.json<AdminSponsorDocument>().data.attributes.budget_grains).toBeNull();
    shown = (await call('GET', '/api/accounts/api/ads')).json<AdList>().data;
    expect(shown.some((a) => a.attributes.sponsor_id === sponsor.id)).toBe(false);

    expect((await asAdmin('DELETE', `/api/admin/ads/${adId}`)).statusCode).toBe(200);
    const listed = (await asAdmin('GET', '/api/admin/sponsors')).json<{ data: AdminSponsorDocument['data'][] }>();
    expect(listed.data.find((s) => s.id === sponsor.id)!.attributes.ads).toHaveLength(1);
  });

  it('searches users, flags a cheater and disables an account whose sessions then stop working', async () => {
    const victim = await signUp(ctx);
    const found = await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(victim.email.toUpperCase())}`);
    expect(found.json<AdminUserList>().data.map((u) => u.id)).toEqual([victim.session.uuid]);
    expect(found.json<AdminUserList>().meta.pagination).toEqual({ current_page: 1, total_pages: 1, total: 1 });
    // LIKE wildcards in the search are literal.
    expect((await asAdmin('GET', '/api/admin/users?q=%25')).json<AdminUserList>().data).toEqual([]);

    const id = victim.session.uuid;
    const flagged = await asAdmin('PATCH', `/api/admin/users/${id}`, { cheater: true });
    expect(flagged.json<AdminUserDocument>().data.attributes).toMatchObject({ player_type: 1, rice: 0 });
    expect((await lastAudit()).action).toBe('user.flag_cheater');
    expect((await call('GET', '/api/accounts/groups', { as: victim })).statusCode).toBe(200);

    await asAdmin('PATCH', `/api/admin/users/${id}`, { disabled: true });
    expect((await lastAudit()).action).toBe('user.disable');
    expect((await call('GET', '/api/accounts/groups', { as: victim })).statusCode).toBe(401);
    const viewed = (await asAdmin('GET', `/api/admin/users/${id}`)).json<AdminUserDocument>().data.attributes;
    expect(viewed).toMatchObject({ disabled: true, player_type: 1, role: 'player', groups: [] });
    await asAdmin('PATCH', `/api/admin/users/${id}`, { disabled: false, cheater: false });
    expect((await asAdmin('GET', `/api/admin/users/${id}`)).json<AdminUserDocument>().data.attributes).toMatchObject({
      disabled: false,
      player_type: 0,
    });
    expect((await asAdmin('GET', '/api/admin/users/missing')).json()).toMatchObject({ code: 'user_not_found' });
  });

  it('searches, renames and removes groups', async () => {
    const id = (await createGroup(ctx, player.token, { name: 'Rice Readers 100%' })).uuid;
    const found = await asAdmin('GET', '/api/admin/groups?q=readers 100%25');
    expect(found.json<{ data: { id: string }[] }>().data.map((g) => g.id)).toEqual([id]);
    const renamed = await asAdmin('PATCH', `/api/admin/groups/${id}`, { name: 'Rice Readers' });
    const group = renamed.json<AdminGroupDocument>().data.attributes;
    expect(group).toMatchObject({ name: 'Rice Readers', members: 1 });
    expect(group.member_list).toEqual([{ user_id: player.id, username: player.username, is_owner: true, rice: 0 }]);
    expect(JSON.parse((await lastAudit()).details)).toEqual({ from: 'Rice Readers 100%', to: 'Rice Readers' });
    expect((await asAdmin('DELETE', `/api/admin/groups/${id}`)).statusCode).toBe(200);
    expect((await lastAudit()).action).toBe('group.remove');
    expect((await call('GET', `/api/accounts/groups/${id}`, { as: player.token })).statusCode).toBe(404);
    expect((await asAdmin('GET', `/api/admin/groups/${id}`)).statusCode).toBe(404);
  });

  it('lists the audit log newest first, paged', async () => {
    const response = await asAdmin('GET', '/api/admin/audit');
    const { data, meta } = response.json<AuditList>();
    expect(meta.pagination.total).toBeGreaterThan(10);
    expect(data.length).toBeLessThanOrEqual(50);
    const times = data.map((e) => e.attributes.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.find((e) => e.attributes.actor_user_id === admin.id)?.attributes.actor_username).toBe(admin.username);
    expect((await asAdmin('GET', '/api/admin/audit?current=0')).statusCode).toBe(400);
  });

  it('lists entries written in the same millisecond in the order they were written', async () => {
    const realNow = ctx.deps.now;
    const frozen = realNow();
    ctx.deps.now = () => frozen;
    try {
      const names = Array.from({ length: 20 }, (_, i) => `Same-ms sponsor ${i}`);
      for (const name of names) {
        expect((await asAdmin('POST', '/api/admin/sponsors', { ...sponsorBody, name })).statusCode).toBe(200);
      }
      const { data } = (await asAdmin('GET', '/api/admin/audit')).json<AuditList>();
      const newest = data.slice(0, names.length);
      expect(newest.every((e) => e.attributes.at === new Date(frozen).toISOString())).toBe(true);
      expect(newest.map((e) => e.attributes.details.name)).toEqual([...names].reverse());
    } finally {
      ctx.deps.now = realNow;
    }
  });

  it('stores an uploaded image by its content, checks the bytes, not the declared type, and serves it', async () => {
    const upload = (payload: object) => asAdmin('POST', '/api/admin/uploads', payload);
    const ok = await upload({ filename: 'dot.png', content_type: 'image/png', data_base64: PNG.toString('base64') });
    expect(ok.statusCode).toBe(200);
    const { url, bytes, sha256 } = ok.json<UploadResponse>();
    expect(url).toBe(`/uploads/${sha256}.png`);
    expect(bytes).toBe(PNG.length);
    expect((await lastAudit()).action).toBe('upload.create');

    const lying = await upload({ filename: 'dot.gif', content_type: 'image/gif', data_base64: PNG.toString('base64') });
    expect(lying.json()).toMatchObject({ code: 'upload_invalid' });
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect((await upload({ filename: 'x.png', content_type: 'image/png', data_base64: html })).statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(1_048_576)]).toString('base64');
    expect((await upload({ filename: 'big.png', content_type: 'image/png', data_base64: big })).statusCode).toBe(400);
    expect((await upload({ filename: 'x.svg', content_type: 'image/svg+xml', data_base64: 'AAAA' })).statusCode).toBe(
      400,
    );

    const web = await createTestApp(dialect, { SERVICES: 'web', DATA_DIR: ctx.deps.config.dataDir });
    try {
      const served = await web.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await web.app.close();
    }
  });
});
