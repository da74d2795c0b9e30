import type { OneTimeLoginHash } from '@ricebowl/contract';

/**
 * The hash of a one-time login link (/profile-onetime-login/{hash}): base64url — or plain base64 —
 * of the JSON `{ username, data: { uuid, token } }`, in UTF-8. Null when it is anything else.
 */
export function decodeOneTimeLogin(hash: string): OneTimeLoginHash | null {
  try {
    const base64 = decodeURIComponent(hash).trim().replace(/-/g, '+').replace(/_/g, '/');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof value !== 'object' || value === null) return null;
    const { username, data } = value as { username?: unknown; data?: unknown };
    if (typeof username !== 'string' || typeof data !== 'object' || data === null) return null;
    const { uuid, token } = data as { uuid?: unknown; token?: unknown };
    if (typeof uuid !== 'string' || typeof token !== 'string' || !uuid || !token) return null;
    return { username, data: { uuid, token } };
  } catch {
    return null;
  }
}

/** The inverse, as the server builds links (used by tests and tools). */
export function encodeOneTimeLogin(value: OneTimeLoginHash): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
