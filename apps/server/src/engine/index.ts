import type { App } from '../platform/http.js';
import { categoryRoutes } from './categories/routes.js';
import { levelRoutes } from './levels/routes.js';
import { gameRoutes } from './games/routes.js';
import { statsRoutes } from './stats/routes.js';
import { clientErrorRoutes } from './client-errors/routes.js';
import { playerRoutes } from './players/routes.js';
import { badgeRoutes } from './badges/routes.js';
import { groupRoutes } from './groups/routes.js';
import { leaderboardRoutes } from './leaderboards/routes.js';
import { challengeRoutes } from './challenges/routes.js';
import { questionReportRoutes } from './reports/routes.js';
import { creditRoutes } from './credits/routes.js';

/** The engine API, mounted at /api/engine. */
export async function engineApi(app: App) {
  await app.register(categoryRoutes);
  await app.register(levelRoutes);
  await app.register(gameRoutes);
  await app.register(statsRoutes);
  await app.register(clientErrorRoutes);
  await app.register(playerRoutes);
  await app.register(badgeRoutes);
  await app.register(groupRoutes);
  await app.register(leaderboardRoutes);
  await app.register(challengeRoutes);
  await app.register(questionReportRoutes);
  await app.register(creditRoutes);
}
