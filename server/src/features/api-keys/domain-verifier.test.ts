import { describe, expect, it } from 'vitest';
import { createDnsDomainVerifier, createSandboxDomainVerifier } from './domain-verifier';

const KEY = 'fpk_live_0123456789abcdef0123456789abcdef';

describe('sandbox domain verification', () => {
  const verifier = createSandboxDomainVerifier();
  it.each([
    ['shop.test', 'verified'],
    ['pay.shop.example', 'verified'],
    ['localhost', 'verified'],
    ['app.localhost', 'verified'],
    ['SHOP.TEST', 'verified'],
    ['shop.com', 'failed'],
    ['test.com', 'failed'],
    ['shop.testing', 'failed'],
    ['example.org', 'failed'],
  ])('%s → %s', async (domain, expected) => {
    expect(await verifier.check(domain, KEY)).toBe(expected);
  });
});

describe('DNS domain verification', () => {
  it.each([
    ['the record alone', [[`ferry-verification=${KEY}`]], 'verified'],
    ['the record among others', [['v=spf1 -all'], [`ferry-verification=${KEY}`]], 'verified'],
    ['the record split into chunks', [['ferry-verification=', KEY]], 'verified'],
    ['another key’s record', [['ferry-verification=fpk_live_ffffffffffffffffffffffffffffffff']], 'failed'],
    ['no TXT records', [], 'failed'],
  ])('%s → %s', async (_name, records, expected) => {
    const verifier = createDnsDomainVerifier(async () => records);
    expect(await verifier.check('shop.com', KEY)).toBe(expected);
  });

  it('fails when the lookup fails', async () => {
    const verifier = createDnsDomainVerifier(async () => {
      throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(await verifier.check('shop.com', KEY)).toBe('failed');
  });

  it('asks about the domain it was given', async () => {
    const asked: string[] = [];
    const verifier = createDnsDomainVerifier(async (domain) => {
      asked.push(domain);
      return [];
    });
    await verifier.check('pay.shop.com', KEY);
    expect(asked).toEqual(['pay.shop.com']);
  });
});
