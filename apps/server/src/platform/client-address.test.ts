import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { ConfigError, loadConfig } from './config.js';

const PROXY = '10.0.0.2';

describe('TRUST_PROXY', () => {
  it('names the proxies (addresses, CIDRs, ranges) or a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2001:db8::1,2001:db8::/32' }).trustProxy).toEqual([
      '2001:db8::1',
      '2001:db8::/32',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses "trust everything" with the new form in the message, and nonsense', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/no longer accepted.*TRUST_PROXY=10\.0\.0\.5/s);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: "nginx"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
  });
});

describe.each([
  ['the proxy named', PROXY],
  ['a hop count', '1'],
])('the client address behind %s', (_name, trustProxy) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Sign-in is limited to 30 a 10 minutes per address: scaled to 3.
    ctx = await createTestApp('sqlite', { TRUST_PROXY: trustProxy, RATE_LIMIT_SCALE: '0.1' });
  });
  afterAll(async () => ctx.close());

  const signIn = (n: number, remoteAddress: string, forwardedFor?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/auth/login',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { username: `nobody-${n}-${remoteAddress}-${trustProxy}`, password: 'a wrong guess' },
    });

  it('is the right-most untrusted entry: a forged X-Forwarded-For through the proxy changes nothing', async () => {
    // The proxy appends the address it saw (203.0.113.7) to whatever the client sent.
    const statuses = [];
    for (let n = 0; n < 5; n++) {
      statuses.push((await signIn(n, PROXY, `198.51.100.${n}, 203.0.113.7`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Another client behind the same proxy has its own count.
    expect((await signIn(9, PROXY, '198.51.100.0, 203.0.113.8')).statusCode).toBe(400);
  });

  it('believes no X-Forwarded-For from a client that is not the proxy', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) {
      statuses.push((await signIn(n, '203.0.113.50', `198.51.100.${n}`)).statusCode);
    }
    if (trustProxy === PROXY) expect(statuses).toEqual([400, 400, 400, 429]);
    else expect(statuses).toEqual([400, 400, 400, 400]); // one hop: whoever connects is the proxy
  });
});
