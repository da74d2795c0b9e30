// Who a game belongs to, as the players module changes it (a claim, a deleted account). Apart
// from engine/games/service.ts, which imports the players module: this file must not.
export { claimGame, deleteGamesOf, findGame } from './repository.js';
