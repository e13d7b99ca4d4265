import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate', () => {
  it.each([
    ['en', 1, 'It expires in 1 minute.'],
    ['en', 10, 'It expires in 10 minutes.'],
    ['uk', 1, 'Він діє 1 хвилину.'],
    ['uk', 3, 'Він діє 3 хвилини.'],
    ['uk', 10, 'Він діє 10 хвилин.'],
    ['ru', 21, 'Он действует 21 минуту.'],
    ['ru', 10, 'Он действует 10 минут.'],
    ['pl', 2, 'Jest ważny przez 2 minuty.'],
    ['pl', 5, 'Jest ważny przez 5 minut.'],
  ] as const)('picks the %s plural form for %i', (language, count, expected) => {
    const text = translate(language, 'mail.signInCode.body', { code: '042017', count });
    expect(text).toContain(expected);
    expect(text).toContain('042017');
  });

  it('answers a text without params as it is', () => {
    expect(translate('pl', 'mail.signInCode.subject')).toBe('Twój kod logowania do Ferry');
  });

  it('leaves a placeholder without a value in place rather than printing "undefined"', () => {
    expect(translate('en', 'errors.messages.notEnoughForNetworkFee')).toBe(
      'Not enough {{currency}} for the network fee',
    );
    expect(translate('en', 'errors.messages.notEnoughForNetworkFee', { currency: 'TON' })).toBe(
      'Not enough TON for the network fee',
    );
  });

  it('answers the key itself for a key the catalogue lacks', () => {
    expect(translate('en', 'mail.nothing.here' as never)).toBe('mail.nothing.here');
  });
});
