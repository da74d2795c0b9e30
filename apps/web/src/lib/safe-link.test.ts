import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

const origin = 'https://ricebowl.example';

describe('safeLink: only same-origin paths and http(s) URLs', () => {
  it.each(['/challenges', '/group/abc?x=1#top', 'https://sponsor.example/page', 'http://school.local/x'])(
    'keeps %s',
    (url) => {
      expect(safeLink(url, origin)).toBe(url);
    },
  );

  it.each([
    // The browser reads a backslash as a slash: each of these opens evil.example.
    '/\\evil.example/path',
    '/\\/evil.example',
    '\\\\evil.example',
    '//evil.example/path',
    '/\t/evil.example',
    '/ /evil.example',
    'https:\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'challenges',
    'https://',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(safeLink(url, origin)).toBeNull();
  });

  it('never lets a kept path leave the site', () => {
    for (const url of ['/a', '/a/b', '/%2F%2Fevil.example', '/..//evil.example']) {
      const kept = safeLink(url, origin);
      if (kept) expect(new URL(kept, origin).origin).toBe(origin);
    }
  });
});
