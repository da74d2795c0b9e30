import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../state/session';

/**
 * The group routes are for signed-in players; anyone else goes to /groups (SPEC §2 route table).
 * Used as a layout route around them, or around one screen.
 */
export function RequireSignedInForGroups({ children }: { children?: ReactNode }) {
  if (!useSession()) return <Navigate to="/groups" replace />;
  return children ?? <Outlet />;
}
