import { useQuery } from '@tanstack/react-query';
import type { AdminUserDocument } from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore, useSession } from '../state/session';
import { reportError } from './engine';
import { createClient } from './http';

/**
 * The admin area's own check, on entering /admin (the side menu's link uses the role the session
 * came with instead, issue 18), kept apart from api/admin.ts so the admin client stays lean. The admin API has no "me"
 * call: reading one's own admin record answers 200 for an admin, 403 for anyone else, 401 without
 * a session. The path starts with /api/admin on the accounts host, so SPEC's "403 on a user call
 * signs out" rule (which looks for /users/…) does not fire.
 */
const request = createClient({
  service: 'accounts',
  baseUrl: config.accountsApiUrl.replace(/\/api\/accounts\/?$/, ''),
  report: reportError,
  getToken: () => sessionStore.get()?.token ?? null,
});

/** Whether the signed-in player is an admin, asked once per session; nothing is asked while signed out. */
export function useAdminAccess() {
  const user = useSession();
  return useQuery({
    queryKey: ['admin', 'access', user?.uuid],
    queryFn: async () => {
      const doc = await request<AdminUserDocument>(`/api/admin/users/${encodeURIComponent(user!.uuid)}`);
      return doc.data.attributes.role === 'admin';
    },
    enabled: Boolean(user),
    retry: false,
    staleTime: Infinity,
  });
}
