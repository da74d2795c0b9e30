import { useQuery } from '@tanstack/react-query';
import { useSession } from '../state/session';
import { adminApi } from './admin';

/**
 * Whether the signed-in player is an admin, asked of the server once per session (the server
 * checks the role again on every admin call). Nothing is asked while signed out.
 */
export function useAdminAccess() {
  const user = useSession();
  return useQuery({
    queryKey: ['admin', 'access', user?.uuid],
    queryFn: () => adminApi.me(user!.uuid),
    enabled: Boolean(user),
    retry: false,
    staleTime: Infinity,
  });
}
