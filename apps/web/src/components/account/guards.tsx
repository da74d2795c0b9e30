import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authRedirect, useReverification, useSession } from '../../state/session';

/**
 * Leaves a screen whose access rule no longer holds. A form that just signed the player in or out
 * named where to go (authRedirect); otherwise the guard's own target applies.
 */
function Leave({ fallback }: { fallback: string }) {
  const [to] = useState(() => authRedirect.peek() ?? fallback);
  useEffect(() => authRedirect.clear(), []);
  return <Navigate to={to} replace />;
}

/** Signed-out only (route table), as a wrapper or a layout route: signed-in players go to /profile. */
export function RequireSignedOut({ children }: { children?: ReactNode }) {
  const user = useSession();
  return user ? <Leave fallback="/profile" /> : (children ?? <Outlet />);
}

/**
 * Signed-in only (route table): everyone else goes to /profile-login. The result of an e-mail
 * verification (`?verified=`) travels along, so the sign-in screen can tell it.
 */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const user = useSession();
  const { search } = useLocation();
  if (user) return children ?? <Outlet />;
  const verified = new URLSearchParams(search).get('verified');
  return (
    <Leave
      fallback={verified === null ? '/profile-login' : `/profile-login?verified=${encodeURIComponent(verified)}`}
    />
  );
}

/** Resend verification needs the saved token, username and e-mail; otherwise /profile-login. */
export function RequireReverification({ children }: { children?: ReactNode }) {
  const record = useReverification();
  return record ? (children ?? <Outlet />) : <Navigate to="/profile-login" replace />;
}
