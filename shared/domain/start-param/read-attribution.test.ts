import { describe, expect, it } from 'vitest';
import { parseStartParam } from './parse-start-param';
import { type Attribution, hasAttribution, readAttribution } from './read-attribution';

const USER = 5_000_000_001n;

describe('readAttribution', () => {
  it.each<[string, Attribution]>([
    ['', { referrerTelegramId: null, utm: {} }],
    ['ref_42', { referrerTelegramId: 42n, utm: {} }],
    [
      'ref_42-utm_s_x-utm_m_y-utm_c_z',
      { referrerTelegramId: 42n, utm: { source: 'x', medium: 'y', campaign: 'z' } },
    ],
    [`ref_${USER}-utm_s_self`, { referrerTelegramId: null, utm: { source: 'self' } }],
    ['ref_0', { referrerTelegramId: null, utm: {} }],
    ['ref_abc', { referrerTelegramId: null, utm: {} }],
    ['ref_00042', { referrerTelegramId: null, utm: {} }],
    [`ref_${'9'.repeat(17)}`, { referrerTelegramId: null, utm: {} }],
    ['tonconnect-v_2', { referrerTelegramId: null, utm: {} }],
  ])('%j', (raw, expected) => {
    expect(readAttribution(parseStartParam(raw, { source: 'miniapp' }), USER)).toEqual(expected);
  });

  it('reads nothing from an invalid parameter', () => {
    expect(readAttribution(parseStartParam('ref 42', { source: 'bot' }), USER)).toEqual({
      referrerTelegramId: null,
      utm: {},
    });
  });
});

describe('hasAttribution', () => {
  it.each<[Attribution, boolean]>([
    [{ referrerTelegramId: null, utm: {} }, false],
    [{ referrerTelegramId: null, utm: { source: '' } }, false],
    [{ referrerTelegramId: 7n, utm: {} }, true],
    [{ referrerTelegramId: null, utm: { campaign: 'x' } }, true],
  ])('case %# → %s', (attribution, expected) => {
    expect(hasAttribution(attribution)).toBe(expected);
  });
});
