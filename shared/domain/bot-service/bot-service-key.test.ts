import { describe, expect, it } from 'vitest';
import { deriveBotServiceKey } from './bot-service-key';

describe('deriveBotServiceKey', () => {
  // Expected values from `createHmac('sha256', 'FerryBotService').update(token).digest('hex')`.
  it.each([
    ['123456:TEST-token', '7c60c4574eb6d9e56ae5b085023e95ae237e6d3aaa1d2bdb7abc54534d3dc890'],
    ['7000000002:AAAnother', 'aeb621e0ef4fece18d8c72eaf888b78de11517117d916ac6ab67050e7ebae365'],
  ])('%s → %s', (token, expected) => {
    expect(deriveBotServiceKey(token)).toBe(expected);
  });

  it('differs between tokens and never contains the token', () => {
    const key = deriveBotServiceKey('123456:TEST-token');
    expect(key).not.toBe(deriveBotServiceKey('123456:TEST-tokem'));
    expect(key).not.toContain('TEST');
  });
});
