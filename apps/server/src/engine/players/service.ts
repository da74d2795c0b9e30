import { sql, type Kysely } from 'kysely';
import type { UserStatsAttributes } from '@ricebowl/contract';
import type { Database } from '../../platform/database/schema.js';
import { categoryStats, findPlayer } from './repository.js';
import type { Leaderboards } from '../leaderboards/service.js';
import { contributionsOf } from '../groups/repository.js';
import { badgesOf } from '../badges/award.js';
import { forgetEvidence, subjectOf } from '../anticheat/repository.js';
import { hashToken } from '../../platform/tokens.js';

const FAVOURITE_CATEGORIES = 5;

/**
 * The engine's side of accounts (ARCHITECTURE §1: the services talk through small interfaces):
 * what the accounts service asks of the engine when a player signs in or leaves.
 */
export interface PlayerService {
  /**
   * Moves an anonymous game, and the grains the anti-cheat credited it, into a player's account,
   * given the game's claim secret (ADR 009). Once per game; a marked cheater gets the game but
   * none of its grains. Anything else (no such game, a wrong secret, a claimed game) moves nothing.
   */
  claimAnonymousGame(gameId: string, claim: string, userId: string): Promise<ClaimOutcome>;
  /** Forgets a deleted account: its games go, its ledger rows stay without the person. */
  forgetPlayer(userId: string): Promise<void>;
}

/** What a claim did: nothing, moved the game alone (a cheater's), or moved it with its grains. */
export type ClaimOutcome = { claimed: false } | { claimed: true; grains: number };

export function createPlayerService(
  db: Kysely<Database>,
  leaderboards: Leaderboards,
  now: () => number,
): PlayerService {
  return {
    async claimAnonymousGame(gameId, claim, userId) {
      const outcome = await db.transaction().execute(async (trx): Promise<ClaimOutcome> => {
        // Only a game nobody owns, with the secret its browser was given, and only once: the
        // compare-and-set takes the hash away with the game, so a second claim finds nothing.
        const claimed = await trx
          .updateTable('games')
          .set({ user_id: userId, claim_hash: null })
          .where('id', '=', gameId)
          .where('user_id', 'is', null)
          .where('claim_hash', '=', hashToken(claim))
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return { claimed: false };
        // The game's own evidence is done with: from now on its answers count against the account.
        await trx.deleteFrom('anticheat_counters').where('subject', '=', subjectOf({ gameId })).execute();
        // A marked cheater earns nothing (ADR 009), claims included: the grains stay in the ledger
        // without a player, as they were credited.
        const player = await trx
          .selectFrom('players')
          .select('player_type')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (player && Number(player.player_type) !== 0) return { claimed: true, grains: 0 };
        await trx.updateTable('donations').set({ user_id: userId }).where('game_id', '=', gameId).execute();
        const perCategory = await trx
          .selectFrom('donations')
          .select([
            'category_id',
            (eb) => eb.fn.countAll<number>().as('answers'),
            (eb) => eb.fn.sum<number>('grains').as('grains'),
          ])
          .where('game_id', '=', gameId)
          .groupBy('category_id')
          .execute();
        const grains = perCategory.reduce((sum, row) => sum + Number(row.grains), 0);
        const correct = perCategory.reduce((sum, row) => sum + Number(row.answers), 0);
        await trx
          .insertInto('players')
          .values({ user_id: userId, rice: grains, correct, wrong: 0, player_type: 0, updated_at: now() })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              rice: sql<number>`players.rice + excluded.rice`,
              correct: sql<number>`players.correct + excluded.correct`,
              updated_at: sql<number>`excluded.updated_at`,
            }),
          )
          .execute();
        for (const row of perCategory) {
          await trx
            .insertInto('user_category_stats')
            .values({ user_id: userId, category_id: row.category_id, right: Number(row.answers), wrong: 0 })
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'category_id'])
                .doUpdateSet({ right: sql<number>`user_category_stats.right + excluded.right` }),
            )
            .execute();
        }
        return { claimed: true, grains };
      });
      // After the commit: the claimed grains reach the shared leaderboard.
      if (outcome.claimed && outcome.grains > 0) await leaderboards.playerChanged(userId);
      return outcome;
    },

    async forgetPlayer(userId) {
      await db.transaction().execute(async (trx) => {
        // The ledger keeps the grains without the person: found through the player's games.
        await trx
          .updateTable('donations')
          .set({ user_id: null })
          .where('game_id', 'in', (eb) => eb.selectFrom('games').select('id').where('user_id', '=', userId))
          .execute();
        await trx.deleteFrom('user_category_stats').where('user_id', '=', userId).execute();
        await trx.deleteFrom('players').where('user_id', '=', userId).execute();
        await trx.deleteFrom('user_badges').where('user_id', '=', userId).execute();
        await trx.deleteFrom('user_activity').where('user_id', '=', userId).execute();
        await forgetEvidence(trx, userId);
        await trx.deleteFrom('group_contributions').where('user_id', '=', userId).where('active', '=', 0).execute();
        await trx.deleteFrom('games').where('user_id', '=', userId).execute();
      });
      await leaderboards.playerFlagged(userId);
    },
  };
}

/** User statistics (SPEC §3) for one player. */
export async function userStats(
  db: Kysely<Database>,
  leaderboards: Leaderboards,
  userId: string,
): Promise<UserStatsAttributes> {
  const player = await findPlayer(db, userId);
  const rice = player ? Number(player.rice) : 0;
  const playerType = player?.player_type ?? 0;
  const favourites = await categoryStats(db, userId, FAVOURITE_CATEGORIES);
  return {
    rice,
    // Cheaters and players without grains are not on the leaderboard, so they have no rank.
    rank: playerType === 0 && rice > 0 ? await leaderboards.playerRank(rice) : null,
    player_type: { value: playerType },
    badges: await badgesOf(db, userId),
    details: {
      fav_categories: favourites.map(({ category, right, wrong }) => ({
        category,
        total: right + wrong,
        right,
        wrong,
        coef: right + wrong === 0 ? 0 : right / (right + wrong),
      })),
      groups: (await contributionsOf(db, userId)).map((c) => ({ id: c.group_id, contribution: Number(c.rice) })),
    },
  };
}
