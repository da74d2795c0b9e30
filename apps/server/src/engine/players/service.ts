import type { Kysely } from 'kysely';
import type { UserStatsAttributes } from '@ricebowl/contract';
import type { Database } from '../../platform/database/schema.js';
import { addClaimedAnswers, categoryStats, deletePlayer, findPlayer } from './repository.js';
import { PlayerType } from './player-type.js';
import type { Leaderboards } from '../leaderboards/service.js';
import { recordEvent } from '../../platform/events/domain-events.js';
import type { EventPublisher } from '../../platform/events/publisher.js';
import { contributionsOf, forgetLeftContributions } from '../groups/service.js';
import { badgesOf, forgetBadges } from '../badges/award.js';
import { forgetGameEvidence, forgetPlayerEvidence } from '../anticheat/evidence.js';
import { claimGame, deleteGamesOf } from '../games/ownership.js';
import { forgetDonor, moveGameDonations } from '../donations/ledger.js';
import { hashToken } from '../../platform/tokens.js';

export { PlayerType } from './player-type.js';
// For the answer path (prepared statements, in its transaction), the anti-cheat's mark and the leaderboards.
export { findPlayer, playerRice, playersOf, rankOf, recordPlayerAnswer, setPlayerType } from './repository.js';

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

export function createPlayerService(db: Kysely<Database>, events: EventPublisher, now: () => number): PlayerService {
  return {
    async claimAnonymousGame(gameId, claim, userId) {
      const outcome = await db.transaction().execute(async (trx): Promise<ClaimOutcome> => {
        // Only a game nobody owns, with the secret its browser was given, and only once.
        if (!(await claimGame(trx, { gameId, claimHash: hashToken(claim), userId }))) return { claimed: false };
        // The game's own evidence is done with: from now on its answers count against the account.
        await forgetGameEvidence(trx, [gameId]);
        // A marked cheater earns nothing (ADR 009), claims included: the grains stay in the ledger
        // without a player, as they were credited.
        const player = await findPlayer(trx, userId);
        if (player && Number(player.player_type) !== PlayerType.honest) return { claimed: true, grains: 0 };
        const perCategory = await moveGameDonations(trx, gameId, userId);
        await addClaimedAnswers(trx, { userId, perCategory, now: now() });
        const grains = perCategory.reduce((sum, row) => sum + row.grains, 0);
        // The claimed grains reach the shared leaderboard after the commit.
        if (grains > 0) await recordEvent(trx, { type: 'player-total-changed', userId });
        return { claimed: true, grains };
      });
      if (outcome.claimed && outcome.grains > 0) events.nudge();
      return outcome;
    },

    async forgetPlayer(userId) {
      await db.transaction().execute(async (trx) => {
        await forgetDonor(trx, userId);
        await deletePlayer(trx, userId);
        await forgetBadges(trx, userId);
        await forgetPlayerEvidence(trx, userId);
        await forgetLeftContributions(trx, userId);
        await deleteGamesOf(trx, userId);
        await recordEvent(trx, { type: 'player-flagged', userId });
      });
      events.nudge();
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
  const playerType = player?.player_type ?? PlayerType.honest;
  const favourites = await categoryStats(db, userId, FAVOURITE_CATEGORIES);
  return {
    rice,
    // Cheaters and players without grains are not on the leaderboard, so they have no rank.
    rank: playerType === PlayerType.honest && rice > 0 ? await leaderboards.playerRank(rice) : null,
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
