import { describe, expect, it } from 'vitest';
import { sanitizeLearnMore } from './sanitize.js';

describe('sanitizeLearnMore', () => {
  it('keeps the allowed markup as it is', () => {
    const html = '<p>The first pupils arrived in <strong>1952</strong>. <a href="https://example.org/x">More</a></p>';
    expect(sanitizeLearnMore(html)).toBe(html);
  });

  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['<img src=x onerror=alert(1)>Hi', 'Hi'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<style>p{}</style><p>a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('neutralises %s', (input, output) => {
    expect(sanitizeLearnMore(input)).toBe(output);
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeLearnMore('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
