import { RiceTotalsDocument, WEEKDAYS, type RiceTotalsAttributes } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { resource } from '../../platform/jsonapi.js';
import { utcDay } from '../donations/ledger.js';

const DAY_MS = 86_400_000;

export async function statsRoutes(app: App) {
  const { deps } = app;
  app.get(
    '/gamestats/rice-totals',
    {
      schema: {
        tags: ['engine'],
        summary: "Grains per day for the last seven days (UTC) and the instance's lifetime total",
        response: { 200: RiceTotalsDocument },
      },
    },
    async () => {
      const now = deps.now();
      const firstDay = utcDay(now - 6 * DAY_MS);
      const rows = await deps.db.kysely
        .selectFrom('daily_totals')
        .select(['day', (eb) => eb.fn.sum<number>('grains').as('grains')])
        .where('day', '>=', firstDay)
        .groupBy('day')
        .execute();
      // daily_totals is kept exact by the ledger (verify-ledger compares it with donations per day),
      // and has a few rows per day, so summing it is cheap and outlives donation retention.
      const { lifetime } = await deps.db.kysely
        .selectFrom('daily_totals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('grains'), eb.lit(0)).as('lifetime'))
        .executeTakeFirstOrThrow();
      const byDay = new Map(rows.map((r) => [r.day, Number(r.grains)]));
      const week = Object.fromEntries(WEEKDAYS.map((d) => [d, 0])) as RiceTotalsAttributes;
      week.lifetime = Number(lifetime);
      for (let i = 6; i >= 0; i--) {
        const at = now - i * DAY_MS;
        week[WEEKDAYS[new Date(at).getUTCDay()]!] = byDay.get(utcDay(at)) ?? 0;
      }
      return { data: resource('rice-totals', utcDay(now), week) };
    },
  );
}
