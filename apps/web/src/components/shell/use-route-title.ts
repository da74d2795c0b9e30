import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';

/** Each route's title (catalogue key under `titles`), first match wins; others are "not found". */
const ROUTE_TITLES = [
  ['/categories/:category', 'game'],
  ['/', 'game'],
  ['/categories', 'categories'],
  ['/levels', 'levels'],
  ['/groups', 'groups'],
  ['/group/:id', 'group'],
  ['/group-join', 'groupJoin'],
  ['/group-create', 'groupCreate'],
  ['/group-leave/:id', 'groupLeave'],
  ['/high-scores', 'leaderboard'],
  ['/challenges', 'challenges'],
  ['/challenge/:id', 'challenge'],
  ['/challenge-progress/:id', 'challengeProgress'],
  ['/profile-login', 'signIn'],
  ['/profile-onetime-login/:hash', 'oneTimeLogin'],
  ['/profile-register', 'register'],
  ['/profile-register-success', 'registerSuccess'],
  ['/profile-login-recover', 'recover'],
  ['/profile-resend-verification', 'resendVerification'],
  ['/profile', 'profile'],
  ['/profile-edit', 'editProfile'],
  ['/profile-delete', 'deleteAccount'],
  ['/credits', 'credits'],
  ['/credits/:category', 'credits'],
  ['/admin/*', 'admin'],
] as const;

export type RouteTitleKey = (typeof ROUTE_TITLES)[number][1] | 'notFound';

export function routeTitleKey(pathname: string): RouteTitleKey {
  return ROUTE_TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'notFound';
}

/**
 * A distinct document title per route (issue 18), e.g. "Leaderboard · Ricebowl": tabs, history and
 * screen readers announcing a page change tell the screens apart. A full-page error names itself.
 */
export function useRouteTitle(override: string | null) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = override ?? t(`titles.${routeTitleKey(pathname)}`);
  useEffect(() => {
    document.title = t('titles.format', { page: title });
  }, [t, title]);
}
