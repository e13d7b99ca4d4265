import { describe, expect, it } from 'vitest';
import { buildQueryString, buildRequestUrl, fillPathParams } from './request-url';

describe('fillPathParams', () => {
  it.each([
    ['things/:id', { id: '42' }, 'things/42'],
    ['things/:id', { id: 7 }, 'things/7'],
    ['accounts/:address/seqno', { address: '0:ab/cd' }, 'accounts/0%3Aab%2Fcd/seqno'],
    ['a/:x/b/:y', { x: 'é ü', y: '?&#' }, 'a/%C3%A9%20%C3%BC/b/%3F%26%23'],
    ['no/params', {}, 'no/params'],
  ])('%s with %j → %s', (path, params, expected) => {
    expect(fillPathParams(path, params)).toBe(expected);
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPathParams('things/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('buildQueryString', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ a: undefined, b: null }, ''],
    [{ method: 'email' }, '?method=email'],
    [{ q: 'a b&c=d' }, '?q=a+b%26c%3Dd'],
    [{ tags: ['x', 'y'] }, '?tags=x&tags=y'],
    [{ ignore_signature_check: true, page: 2, big: 10n }, '?ignore_signature_check=true&page=2&big=10'],
    [{ currencies: ['usd', undefined] }, '?currencies=usd'],
  ])('case %# → %s', (query, expected) => {
    expect(buildQueryString(query)).toBe(expected);
  });

  it.each([[{ nested: { a: 1 } }], ['text']])('refuses %j', (query) => {
    expect(() => buildQueryString(query)).toThrow(TypeError);
  });
});

describe('buildRequestUrl', () => {
  it.each([
    ['', 'currencies', '/api/client/v1/currencies'],
    ['https://ferry.test', 'currencies', 'https://ferry.test/api/client/v1/currencies'],
    ['https://ferry.test/', 'currencies', 'https://ferry.test/api/client/v1/currencies'],
    ['https://ferry.test', '/tonapi/status', 'https://ferry.test/tonapi/status'],
  ])('origin %j, path %s → %s', (origin, path, expected) => {
    expect(buildRequestUrl({ origin, basePath: '/api/client/v1/', path })).toBe(expected);
  });

  it('fills params and appends the query', () => {
    const url = buildRequestUrl({
      origin: '',
      basePath: '/api/widget/v1/',
      path: 'things/:id',
      params: { id: 'a/b' },
      query: { q: 'x' },
    });
    expect(url).toBe('/api/widget/v1/things/a%2Fb?q=x');
  });
});
