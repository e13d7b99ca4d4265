import { describe, expect, it } from 'vitest';
import { isReturnUrl } from './return-url';

describe('isReturnUrl', () => {
  it.each([
    ['https://shop.example/back', true],
    ['https://shop.example:8443/back?order=1#done', true],
    ['http://localhost:5173/back', true],
    ['http://127.0.0.1:3000/back', true],
    ['http://[::1]:3000/back', true],
    ['http://shop.localhost/back', true],
    ['http://shop.example/back', false],
    ['javascript:alert(document.domain)//', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['file:///etc/passwd', false],
    ['ftp://shop.example/back', false],
    ['https://user:pw@shop.example/back', false],
    ['//shop.example/back', false],
    ['/back', false],
    ['not a url', false],
  ])('%s → %s', (text, isAllowed) => {
    expect(isReturnUrl(text)).toBe(isAllowed);
  });
});
