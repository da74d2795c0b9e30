import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { httpTransport, runStrategy, strategyNamed } from '../../../../../bench/bots/simulator.js';

/** `npm run bots`' code, in real time over real HTTP, against the app listening on a random port. */
describe.each(DIALECTS)('the bot simulator over HTTP on %s', (dialect) => {
  let ctx: TestContext;
  let origin: string;
  beforeAll(async () => {
    // The shipped thresholds (the harness raises them for tests that answer at machine speed).
    ctx = await createTestApp(dialect, { ANTICHEAT_FAST_ANSWERS: undefined, ANTICHEAT_RATE_ANSWERS: undefined });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => ctx.close());

  it('signs up, plays no-delay, and sees its account flagged after earning about 90 grains', async () => {
    const report = await runStrategy(strategyNamed('no-delay'), {
      transport: httpTransport(origin),
      maxAnswers: 60,
      maxMs: 30_000,
      stopWhenFlagged: true,
      checkEvery: 5,
    });
    expect(report).toMatchObject({ errors: 0, flagged: true });
    // Nine too-fast answers are evidence, the tenth marks it; on a busy machine an answer that takes
    // longer than the minimum counts as a person's, so the mark may come a few answers later.
    expect(report.credited).toBeGreaterThanOrEqual(90);
    expect(report.credited).toBeLessThan(200);
    expect(report.answers).toBeLessThan(60);
  });
});
