/**
 * A link from the API (announcements, notices) that is safe to render: a path on this site or an
 * http(s) URL, else null. Browsers read `\` as `/`, so `/\evil.example` is another host: such a
 * path, and anything that does not resolve to this origin, is refused, as are javascript:, data:
 * and other schemes, and text with control characters or spaces in it.
 */
export function safeLink(url: string | null | undefined, origin: string = window.location.origin): string | null {
  // Spaces, backslashes and control characters (code points below 32, and 127).
  if (!url || /[\s\\]/.test(url) || [...url].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    return null;
  }
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return null;
  }
  if (url.startsWith('/')) return !url.startsWith('//') && resolved.origin === origin ? url : null;
  return /^https?:\/\/[^/]/i.test(url) && /^https?:$/.test(resolved.protocol) ? url : null;
}
