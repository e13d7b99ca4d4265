import { describe, expect, it } from 'vitest';
import { parseWidgetParams } from './parse-widget-params';
import { defaultWidgetParams, WIDGET_COLOR_PARAMS, type WidgetFlags } from './widget-params';

const FULL_QUERY = [
  'email=anna%40shop.example',
  'phone=%2B380501234567',
  'address=UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG',
  'firstName=Anna',
  'lastName=Kowalska',
  'dateOfBirth=1990-05-17',
  'residenceCountry=pl',
  'externalCustomerId=cust-42',
  'language=pl',
  'themeColor=dark',
  'customerColors=%7B%22BgPrimary%22%3A%22%23101010%22%2C%22BrandColor%22%3A%22%23000%22%7D',
  'BrandColor=%23FF6600',
  'ButtonPimary=%23112233',
  'ButtonPimaryPressed=%23223344',
  'ButtonPimaryDisabled=%2333445566',
  'TextButton=%23fff',
  'TextDisabledButton=%23cccc',
  'BgSecondary=%23202020',
  'BgTertiary=%23303030',
  'apiKey=pk_live_123',
  'signature=abcdef0123',
  'returnUrl=https%3A%2F%2Fshop.example%2Fdone',
  'returnFailUrl=https%3A%2F%2Fshop.example%2Ffail',
  'callbackUrl=https%3A%2F%2Fapi.shop.example%2Fhook',
  'transactionId=tx-1',
  'externalTransactionId=order-9',
  'fromAmount=100.50',
  'toAmount=0.0025',
  'fromCurrency=usd,eur',
  'toCurrency=btc,usdt,ton',
  'fromCurrencyDefault=eur',
  'toCurrencyDefault=usdt',
  'fromPayway=CARD,Blik',
  'toPayway=crypto',
  'fromPaywayDefault=Card',
  'toPaywayDefault=crypto',
  'displayTab=BUY,Sell',
  'defaultTab=buy',
  'isAmountLocked=true',
  'isPhoneLocked=true',
  'isEmailLocked=false',
  'isEmailVerified=true',
  'isPhoneVerified=true',
  'isBrandDisplayed=false',
  'isHideBackButton=true',
  'isHideSwapButton=true',
  'isHideLogoutButton=true',
  'isHideSendFundsButton=true',
  'isHideSaveRequisiteButton=true',
  'unknownKey=whatever',
].join('&');

describe('parseWidgetParams', () => {
  it('reads every parameter of the spec list in the widget', () => {
    expect(parseWidgetParams(`?${FULL_QUERY}`, '/frame/exchange')).toEqual({
      customer: {
        email: 'anna@shop.example',
        phone: '+380501234567',
        address: 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG',
        firstName: 'Anna',
        lastName: 'Kowalska',
        dateOfBirth: '1990-05-17',
        residenceCountry: 'PL',
        externalCustomerId: 'cust-42',
      },
      look: {
        language: 'pl',
        theme: 'dark',
        colors: {
          brand: '#ff6600',
          buttonPrimary: '#112233',
          buttonPrimaryPressed: '#223344',
          buttonPrimaryDisabled: '#33445566',
          textButton: '#fff',
          textDisabledButton: '#cccc',
          bgPrimary: '#101010',
          bgSecondary: '#202020',
          bgTertiary: '#303030',
        },
      },
      integration: {
        apiKey: 'pk_live_123',
        signature: 'abcdef0123',
        returnUrl: 'https://shop.example/done',
        returnFailUrl: 'https://shop.example/fail',
        callbackUrl: 'https://api.shop.example/hook',
        transactionId: 'tx-1',
        externalTransactionId: 'order-9',
      },
      order: {
        fromAmount: '100.50',
        toAmount: '0.0025',
        fromCurrency: ['USD', 'EUR'],
        toCurrency: ['BTC', 'USDT', 'TON'],
        fromCurrencyDefault: 'EUR',
        toCurrencyDefault: 'USDT',
        fromPayway: ['card', 'blik'],
        toPayway: ['crypto'],
        fromPaywayDefault: 'card',
        toPaywayDefault: 'crypto',
        displayTab: ['buy', 'sell'],
        defaultTab: 'BUY',
      },
      flags: {
        isAmountLocked: true,
        isPhoneLocked: true,
        isEmailLocked: false,
        isEmailVerified: true,
        isPhoneVerified: true,
        isBrandDisplayed: false,
        isHideBackButton: true,
        isHideSwapButton: true,
        isHideLogoutButton: true,
        isHideSendFundsButton: true,
        isHideSaveRequisiteButton: true,
      },
    });
  });

  it.each([
    ['/frame', true],
    ['/frame/exchange/confirm', true],
    ['/widget-frame/balances', true],
    ['/pay-frame/exchange', true],
    ['/payframe/exchange', true],
    ['/FRAME/exchange', true],
    ['/exchange', false],
    ['/', false],
    ['', false],
    ['/messenger/exchange', false],
    ['/native/exchange', false],
    ['/exchange/frame', false],
  ])('in %j reads the parameters: %s', (pathname, isRead) => {
    const params = parseWidgetParams('language=uk&isBrandDisplayed=false', pathname);
    expect(params.look.language).toBe(isRead ? 'uk' : null);
    expect(params.flags.isBrandDisplayed).toBe(!isRead);
  });

  it('gives every default when nothing is set', () => {
    const params = parseWidgetParams('', '/frame');
    expect(params).toEqual(defaultWidgetParams());
    expect(params.flags.isBrandDisplayed).toBe(true);
    expect(Object.entries(params.flags).filter(([, value]) => value)).toEqual([['isBrandDisplayed', true]]);
  });

  it('accepts URLSearchParams as well as a string', () => {
    const query = new URLSearchParams({ fromCurrency: 'btc', isHideBackButton: 'true' });
    const params = parseWidgetParams(query, '/frame');
    expect(params.order.fromCurrency).toEqual(['BTC']);
    expect(params.flags.isHideBackButton).toBe(true);
  });

  it.each<[string, Partial<WidgetFlags>]>([
    ['isAmountLocked=1', { isAmountLocked: false }],
    ['isAmountLocked=TRUE', { isAmountLocked: false }],
    ['isAmountLocked=yes', { isAmountLocked: false }],
    ['isBrandDisplayed=0', { isBrandDisplayed: true }],
    ['isBrandDisplayed=', { isBrandDisplayed: true }],
    ['isBrandDisplayed=nope&isHideSwapButton=true', { isBrandDisplayed: true, isHideSwapButton: true }],
    ['isamountlocked=true', { isAmountLocked: false }],
  ])('%s leaves flags at their defaults unless JSON true or false', (query, expected) => {
    expect(parseWidgetParams(query, '/frame').flags).toMatchObject(expected);
  });

  it.each([
    ['fromCurrency=btc&fromCurrency=eth,btc', 'fromCurrency', ['BTC', 'ETH']],
    ['toPayway=CARD,,IBAN', 'toPayway', ['card', 'iban']],
    ['displayTab=Buy,SELL,swap', 'displayTab', ['buy', 'sell', 'swap']],
    ['fromCurrency=%24%24%24,eth', 'fromCurrency', ['ETH']],
  ] as const)('reads the list %s', (query, key, expected) => {
    expect(parseWidgetParams(query, '/frame').order[key]).toEqual(expected);
  });

  it.each([
    ['fromCurrencyDefault=btc,eth', 'fromCurrencyDefault'],
    ['toPaywayDefault=card,iban', 'toPaywayDefault'],
    ['defaultTab=buy,sell', 'defaultTab'],
    ['fromAmount=-5', 'fromAmount'],
    ['fromAmount=1e9', 'fromAmount'],
    ['toAmount=12,5', 'toAmount'],
  ] as const)('drops a malformed single value: %s', (query, key) => {
    expect(parseWidgetParams(query, '/frame').order[key]).toBeNull();
  });

  it('takes the first of repeated single values', () => {
    expect(parseWidgetParams('language=ru&language=en', '/frame').look.language).toBe('ru');
  });

  it.each([
    ['BrandColor=red', {}],
    ['BrandColor=%23zzz', {}],
    ['BrandColor=#fff', { brand: '#fff' }],
    ['ButtonPrimary=%23fff', {}],
    ['customerColors=notjson', {}],
    ['customerColors=%5B%22%23fff%22%5D', {}],
    ['customerColors=%7B%22BrandColor%22%3A%22blue%22%7D', {}],
    ['customerColors=%7B%22BrandColor%22%3A%22%23abc%22%7D', { brand: '#abc' }],
    ['customerColors=%7B%22BrandColor%22%3A%22%23abc%22%7D&BrandColor=bad', { brand: '#abc' }],
    ['customerColors=%7B%22BrandColor%22%3A%22%23abc%22%7D&BrandColor=%23def', { brand: '#def' }],
    ['customerColors=%7B%22BrandColor%22%3A123%7D', {}],
    ['customerColors=null', {}],
  ])('colours from %s → %j', (query, expected) => {
    expect(parseWidgetParams(query, '/frame').look.colors).toEqual(expected);
  });

  it('restores a "+" the URL left unescaped in the phone number', () => {
    expect(parseWidgetParams('phone=+380501234567', '/frame').customer.phone).toBe('+380501234567');
  });

  it('refuses a return URL that is not http(s)', () => {
    const params = parseWidgetParams('returnUrl=javascript%3Aalert(1)&callbackUrl=ftp%3A%2F%2Fx', '/frame');
    expect(params.integration.returnUrl).toBeNull();
    expect(params.integration.callbackUrl).toBeNull();
  });

  it('never throws and always returns the typed shape on garbage', () => {
    const random = seededRandom(20_240_305);
    const keys = [
      ...Object.keys(defaultWidgetParams().flags),
      ...Object.keys(WIDGET_COLOR_PARAMS),
      ...FULL_QUERY.split('&').map((pair) => pair.split('=')[0] ?? ''),
      'customerColors',
      '',
      '%',
      '__proto__',
      'constructor',
    ];
    const alphabet = [
      '%',
      '%%',
      '%zz',
      '%E2%82',
      '&',
      '=',
      '+',
      ',',
      '#',
      '"',
      '{',
      '}',
      '[',
      ']',
      '\\',
      'a',
      '1',
      '.',
      '-',
      ' ',
      '\u0000',
      'é',
      '🙂',
      '\ud800',
      'true',
      'null',
      '{"BrandColor":"#fff"}',
    ];
    for (let run = 0; run < 2_000; run += 1) {
      const pairs = Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
        const key = keys[Math.floor(random() * keys.length)] ?? '';
        const value = Array.from(
          { length: Math.floor(random() * 12) },
          () => alphabet[Math.floor(random() * alphabet.length)],
        ).join('');
        return `${key}=${value}`;
      });
      const search = random() < 0.5 ? pairs.join('&') : pairs.join('');
      const params = parseWidgetParams(search, random() < 0.5 ? '/frame' : '/pay-frame');
      expect(Object.values(params.flags).every((flag) => typeof flag === 'boolean')).toBe(true);
      expect(Object.values(params.look.colors).every((color) => /^#[0-9a-f]+$/.test(color))).toBe(true);
      for (const list of [params.order.fromCurrency, params.order.toPayway, params.order.displayTab]) {
        expect(Array.isArray(list) && list.every((item) => typeof item === 'string' && item !== '')).toBe(
          true,
        );
      }
      expect([null, 'en', 'uk', 'ru', 'pl']).toContain(params.look.language);
    }
  });
});

/** A small deterministic generator (mulberry32), so a failing fuzz case can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
