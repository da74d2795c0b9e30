import { useQuery } from '@tanstack/react-query';
import { useSession } from '../state/session';
import { admin } from './admin-client';

/**
 * Whether the signed-in player is an admin: the admin area's own check, on entering /admin (the side menu's link uses the role the session
 * came with instead, issue 18), kept apart from api/admin.ts so the admin area's calls stay in its
 * lazy chunk. The admin API has no "me" call: reading one's own admin record answers 200 for an
 * admin, 403 for anyone else, 401 without a session. Asked once per session; nothing is asked
 * while signed out.
 */
export function useAdminAccess() {
  const user = useSession();
  return useQuery({
    queryKey: ['admin', 'access', user?.uuid],
    queryFn: async () => {
      const doc = await admin('GET /api/admin/users/{id}', { params: { id: user!.uuid } });
      return doc.data.attributes.role === 'admin';
    },
    enabled: Boolean(user),
    retry: false,
    staleTime: Infinity,
  });
}
