import { useEffect } from 'react';

/** Leaves the app for an external page (the /about route). */
export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}
