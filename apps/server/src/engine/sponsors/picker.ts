import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { prepared } from '../../platform/database/prepared.js';

/** How long the list of sponsors that can be picked is reused before it is read again. */
export const SPONSOR_CACHE_TTL_MS = 5_000;

export interface PickableSponsor {
  id: string;
  weight: number;
}

export interface SponsorPicker {
  /** A sponsor for a newly issued question, by weight among those with budget left; null if none. */
  pick(): Promise<string | null>;
  /** Forget the cached list (an admin changed a sponsor in this process). */
  invalidate(): void;
}

/** Active sponsors whose budget is not spent. */
export async function pickableSponsors(db: Kysely<Database>): Promise<PickableSponsor[]> {
  const rows = await db
    .selectFrom('sponsors')
    .select(['id', 'weight'])
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('budget_grains', 'is', null), eb('spent_grains', '<', eb.ref('budget_grains'))]))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, weight: Number(r.weight) }));
}

/** One draw: each sponsor's chance is its weight over the sum of weights. `random` is in [0, 1). */
export function pickByWeight(sponsors: readonly PickableSponsor[], random: number): string | null {
  const total = sponsors.reduce((sum, s) => sum + s.weight, 0);
  if (total <= 0) return null;
  let point = random * total;
  for (const sponsor of sponsors) {
    point -= sponsor.weight;
    if (point < 0) return sponsor.id;
  }
  return sponsors.at(-1)!.id;
}

/**
 * The engine's sponsor choice without a query per question: the pickable list is read at most
 * once per TTL per process (concurrent callers share one read). A sponsor whose budget runs out
 * may still be picked until the next read; crediting checks the budget again (creditSponsor).
 */
export function createSponsorPicker(
  db: Kysely<Database>,
  now: () => number,
  options: { ttlMs?: number; random?: () => number } = {},
): SponsorPicker {
  const ttl = options.ttlMs ?? SPONSOR_CACHE_TTL_MS;
  const random = options.random ?? Math.random;
  let cached: { at: number; sponsors: PickableSponsor[] } | null = null;
  let loading: Promise<PickableSponsor[]> | null = null;

  const current = async (): Promise<PickableSponsor[]> => {
    if (cached && now() - cached.at < ttl) return cached.sponsors;
    loading ??= pickableSponsors(db)
      .then((sponsors) => {
        cached = { at: now(), sponsors };
        return sponsors;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    async pick() {
      return pickByWeight(await current(), random());
    },
    invalidate() {
      cached = null;
    },
  };
}

const spend = prepared((db: Kysely<Database>, p: { id: string; grains: number }) =>
  db
    .updateTable('sponsors')
    .set({ spent_grains: sql<number>`spent_grains + ${p.grains}` })
    .where('id', '=', p.id)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('budget_grains', 'is', null), eb('spent_grains', '<', eb.ref('budget_grains'))])),
);

/**
 * Charges a correct answer to the question's sponsor inside the answer's transaction, if the
 * sponsor is still active with budget left: an atomic increment guarded by the budget, so spent
 * exceeds the budget by less than one answer's grains. Returns the sponsor credited, or null (the
 * answer is then unsponsored in the ledger).
 */
export async function creditSponsor(
  trx: Transaction<Database>,
  sponsorId: string | null,
  grains: number,
): Promise<string | null> {
  if (!sponsorId) return null;
  const result = await spend(trx, { id: sponsorId, grains });
  return (result.numAffectedRows ?? 0n) > 0n ? sponsorId : null;
}
