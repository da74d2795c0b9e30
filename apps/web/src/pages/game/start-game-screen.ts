import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../../api/queries';
import { announcementsQuery, eyeCatcherQuery } from '../../api/challenges';
import { local, STORAGE_KEYS } from '../../state/storage';
import { resolveLevel, syncGame } from './use-game-flow';

/**
 * Starts the game screen's requests before React renders the first screen (issue 18): the
 * categories and the notices above the game at once, then the game itself (create, load or change,
 * as the screen's effect does) as soon as the categories name the route's category. A phone takes
 * longer to render the shell than these requests take: the first question is on its way meanwhile.
 * The screen reads the answers from the query cache and its effect joins the game request in flight
 * (`once`), or finds the game in the store; after a failure it asks again and handles the outcome.
 */
export function startGameScreen(queryClient: QueryClient, url: URL): void {
  const match = /^\/categories\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return;
  void queryClient.prefetchQuery(announcementsQuery);
  void queryClient.prefetchQuery(eyeCatcherQuery);
  queryClient
    .fetchQuery(categoriesQuery)
    .then((categories) => {
      const machineName = decodeURIComponent(match[1]!);
      const category = categories.find((c) => c.machine_name === machineName);
      if (!category) return;
      const level = resolveLevel(url.searchParams.get('level'), local.get(STORAGE_KEYS.level), category.levels);
      return syncGame({ categoryId: category.id, machineName, level });
    })
    .catch(() => {
      /* the screen asks again and shows what went wrong */
    });
}
