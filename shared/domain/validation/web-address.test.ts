import { describe, expect, it } from 'vitest';
import { firstMessage } from './messages';
import { domainSchema, urlSchema } from './web-address';

describe('urlSchema', () => {
  const INVALID = { key: 'validation.url' };
  it.each([
    ['https', 'https://shop.example.com/return?order=1', null],
    ['http with port', 'http://localhost:8080/callback', null],
    ['upper-case scheme', 'HTTPS://example.com', null],
    ['empty', '', { key: 'validation.required' }],
    ['no scheme', 'example.com/path', INVALID],
    ['ftp', 'ftp://example.com', INVALID],
    ['javascript', 'javascript:alert(1)', INVALID],
    ['scheme without slashes', 'https:example.com', INVALID],
    ['no host', 'https://', INVALID],
    ['space inside', 'https://exa mple.com', INVALID],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(urlSchema.safeParse(value))).toEqual(expected);
  });
});

describe('domainSchema (main url)', () => {
  const INVALID = { key: 'validation.domain' };
  it.each([
    ['domain', 'example.com', null],
    ['subdomain', 'pay.shop.example.co.uk', null],
    ['upper case', 'Example.COM', null],
    ['hyphen inside a label', 'my-shop.example.com', null],
    ['internationalised', 'магазин.укр', null],
    ['punycode', 'xn--80aaxitdbjk.xn--j1amh', null],
    ['empty', '', { key: 'validation.required' }],
    ['no TLD', 'localhost', INVALID],
    ['with scheme', 'https://example.com', INVALID],
    ['with path', 'example.com/shop', INVALID],
    ['with port', 'example.com:8080', INVALID],
    ['IP address', '192.168.0.1', INVALID],
    ['label starting with a hyphen', '-shop.example.com', INVALID],
    ['empty label', 'shop..example.com', INVALID],
    ['one-letter TLD', 'example.c', INVALID],
    ['underscore', 'my_shop.example.com', INVALID],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(domainSchema.safeParse(value))).toEqual(expected);
  });
});
