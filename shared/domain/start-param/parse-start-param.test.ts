import { describe, expect, it } from 'vitest';
import { parseStartParam, type StartParam, type StartParamSource } from './parse-start-param';

describe('parseStartParam: the ordinary form', () => {
  it.each<[string, StartParam]>([
    ['', { kind: 'params', utm: {}, extra: {} }],
    ['ref_123', { kind: 'params', ref: '123', utm: {}, extra: {} }],
    ['ref_123-utm_abc', { kind: 'params', ref: '123', utm: { source: 'abc' }, extra: {} }],
    ['utm_source_tg', { kind: 'params', utm: { source: 'tg' }, extra: {} }],
    [
      'ref_77-utm_source_tg-utm_medium_cpc-utm_campaign_spring_sale-utm_term_ton',
      {
        kind: 'params',
        ref: '77',
        utm: { source: 'tg', medium: 'cpc', campaign: 'spring_sale', term: 'ton' },
        extra: {},
      },
    ],
    [
      'utm_s_tg-utm_m_cpc-utm_c_x-utm_t_y',
      { kind: 'params', utm: { source: 'tg', medium: 'cpc', campaign: 'x', term: 'y' }, extra: {} },
    ],
    ['utm_my_campaign', { kind: 'params', utm: { source: 'my_campaign' }, extra: {} }],
    ['utm_source_', { kind: 'params', utm: {}, extra: {} }],
    ['utm_', { kind: 'params', utm: {}, extra: {} }],
    ['utm_source_a-utm_source_b', { kind: 'params', utm: { source: 'a' }, extra: {} }],
    ['ref_1-ref_2', { kind: 'params', ref: '1', utm: {}, extra: {} }],
    ['ref_-ref_5', { kind: 'params', ref: '5', utm: {}, extra: {} }],
    ['ref', { kind: 'params', utm: {}, extra: {} }],
    ['ref_a_b', { kind: 'params', ref: 'a_b', utm: {}, extra: {} }],
    ['promo_X1-flag', { kind: 'params', utm: {}, extra: { promo: 'X1', flag: '' } }],
    ['promo_a-promo_b', { kind: 'params', utm: {}, extra: { promo: 'a' } }],
    ['--ref_1--', { kind: 'params', ref: '1', utm: {}, extra: {} }],
    ['_abc-ref_2', { kind: 'params', ref: '2', utm: {}, extra: {} }],
    ['REF_1', { kind: 'params', utm: {}, extra: { REF: '1' } }],
    ['tonconnect', { kind: 'params', utm: {}, extra: { tonconnect: '' } }],
    ['constructor_x-toString_y', { kind: 'params', utm: {}, extra: { constructor: 'x', toString: 'y' } }],
  ])('%j', (raw, expected) => {
    expect(parseStartParam(raw, { source: 'miniapp' })).toEqual(expected);
  });

  it('fits all four tags in a bot payload with the one-letter forms', () => {
    const longForm = 'ref_77-utm_source_tg-utm_medium_cpc-utm_campaign_spring_sale-utm_term_ton';
    const shortForm = 'ref_77-utm_s_tg-utm_m_cpc-utm_c_spring_sale-utm_t_ton';
    expect(parseStartParam(longForm, { source: 'bot' })).toEqual({ kind: 'invalid', reason: 'too-long' });
    expect(parseStartParam(shortForm, { source: 'bot' })).toEqual({
      kind: 'params',
      ref: '77',
      utm: { source: 'tg', medium: 'cpc', campaign: 'spring_sale', term: 'ton' },
      extra: {},
    });
  });

  it('reads a missing parameter as empty', () => {
    expect(parseStartParam(undefined, { source: 'miniapp' })).toEqual({ kind: 'params', utm: {}, extra: {} });
    expect(parseStartParam(null, { source: 'bot' })).toEqual({ kind: 'params', utm: {}, extra: {} });
  });

  it('does not touch Object.prototype', () => {
    parseStartParam('__proto___polluted-prototype_x', { source: 'bot' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseStartParam: Telegram limits', () => {
  it.each<[StartParamSource, number, boolean]>([
    ['bot', 64, true],
    ['bot', 65, false],
    ['miniapp', 64, true],
    ['miniapp', 512, true],
    ['miniapp', 513, false],
  ])('%s with %i characters is accepted: %s', (source, length, isAccepted) => {
    const raw = `ref_${'1'.repeat(length - 4)}`;
    const result = parseStartParam(raw, { source });
    expect(result.kind).toBe(isAccepted ? 'params' : 'invalid');
    if (!isAccepted) expect(result).toEqual({ kind: 'invalid', reason: 'too-long' });
  });

  it.each(['ref 1', 'ref_1!', 'ref=1', 'ref_ü', 'ref.1', 'a+b', '%41', 'ref_1\n', 'ref/1', '🙂'])(
    '%j has characters Telegram does not carry',
    (raw) => {
      expect(parseStartParam(raw, { source: 'miniapp' })).toEqual({
        kind: 'invalid',
        reason: 'bad-characters',
      });
    },
  );

  it('never throws on random input', () => {
    const alphabet = 'ab_-_-01Zt';
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let run = 0; run < 3_000; run += 1) {
      const prefix = next() < 0.3 ? 'tonconnect-' : '';
      const body = Array.from(
        { length: Math.floor(next() * 80) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      );
      const result = parseStartParam(prefix + body.join(''), { source: next() < 0.5 ? 'bot' : 'miniapp' });
      expect(['params', 'tonconnect', 'invalid']).toContain(result.kind);
    }
  });
});
