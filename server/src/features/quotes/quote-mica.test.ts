import { createQuote, listBalances, submitDeclaredPersonalData } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// The whole app, so the guard gets the verification feature's residence as compose-app wires it.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const DECLARED = {
  first_name: 'Olena',
  last_name: 'Koval',
  date_of_birth: '1991-04-12',
  city: 'Kraków',
  street: 'ul. Długa 1',
  postal_code: '31-147',
};

const CONVERT_TO_USDT = {
  kind: 'convert',
  from_currency: 'EUR',
  to_currency: 'USDT',
  from_amount: '50',
} as const;

async function countQuotes(profileId: string) {
  const row = await testApp.context.db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A user whose account says `account` and who declared `declared` (nothing when null). */
async function resident(account: string | null, declared: string | null) {
  const login = await testApp.signIn({ residenceCountry: account });
  if (declared !== null) {
    const answer = await testApp.client.call(submitDeclaredPersonalData, {
      token: login,
      body: { ...DECLARED, country: declared },
    });
    expect(answer.status).toBe(200);
  }
  return login;
}

describe('POST quotes under the MiCA rules (default USDT:EEA)', () => {
  it.each<[string, string | null, string | null, string | null]>([
    ['the account says DE, nothing declared', 'DE', null, 'DE'],
    ['the account says UA, the declared residence is PL', 'UA', 'PL', 'PL'],
    ['the account says nothing, the declared residence is NO (EEA, outside the EU)', null, 'NO', 'NO'],
    ['the account says DE, the declared residence is UA', 'DE', 'UA', null],
    ['the account says GB, nothing declared', 'GB', null, null],
    ['no residence anywhere', null, null, null],
  ])('%s → refused in: %s', async (_case, account, declared, refusedIn) => {
    const login = await resident(account, declared);
    const answer = await testApp.client.call(createQuote, { token: login, body: CONVERT_TO_USDT });
    if (refusedIn === null) {
      expect(answer.status).toBe(200);
      expect(await countQuotes(login.profiles_id[0] ?? '')).toBe(1);
      return;
    }
    expect(answer.status).toBe(403);
    expect(answer.error).toMatchObject({
      code: 'MICA_COMPLIANCE_ERROR',
      details: {
        field: 'to_currency',
        currency: 'USDT',
        country: refusedIn,
        key: 'errors.messages.micaCurrencyRestricted',
        params: { currency: 'USDT' },
      },
    });
    expect(await countQuotes(login.profiles_id[0] ?? '')).toBe(0);
  });

  it('lets an EEA resident sell USDT and buy an authorised stablecoin', async () => {
    const login = await resident(null, 'DE');
    for (const body of [
      { kind: 'convert', from_currency: 'USDT', to_currency: 'EUR', from_amount: '50' },
      { kind: 'convert', from_currency: 'EUR', to_currency: 'USDC', from_amount: '50' },
    ] as const) {
      const answer = await testApp.client.call(createQuote, { token: login, body });
      expect([body.to_currency, answer.status]).toEqual([body.to_currency, 200]);
    }
  });
});

describe('a restricted residence, declared over an account that says otherwise', () => {
  it('refuses new business with COUNTRY_NOT_ALLOWED and still shows the balances', async () => {
    const login = await testApp.signIn({ residenceCountry: 'DE' });
    const declared = await testApp.client.call(submitDeclaredPersonalData, {
      token: login,
      body: { ...DECLARED, country: 'RU' },
    });
    expect(declared.error?.code).toBe('COUNTRY_NOT_ALLOWED');
    const quote = await testApp.client.call(createQuote, {
      token: login,
      body: { ...CONVERT_TO_USDT, to_currency: 'BTC' },
    });
    expect([quote.status, quote.error]).toEqual([
      403,
      expect.objectContaining({ code: 'COUNTRY_NOT_ALLOWED', details: { country: 'RU' } }),
    ]);
    expect((await testApp.client.call(listBalances, { token: login })).status).toBe(200);
  });

  it('an account residence alone refuses the same way (BLOCKED_COUNTRIES adds to the defaults)', async () => {
    const login = await testApp.signIn({ residenceCountry: 'KP' });
    const quote = await testApp.client.call(createQuote, { token: login, body: CONVERT_TO_USDT });
    expect(quote.error).toMatchObject({ code: 'COUNTRY_NOT_ALLOWED', details: { country: 'KP' } });
  });
});

describe('the MICA_RULES setting', () => {
  it.each<[string, string, number]>([
    ['', 'DE', 200],
    ['USDT:FR', 'DE', 200],
    ['USDT:FR', 'FR', 403],
    ['USDT,BTC:UA', 'UA', 403],
  ])('MICA_RULES=%j, a resident of %s quoting USDT → %i', async (rules, country, status) => {
    const app = await createTestApp({ environment: { MICA_RULES: rules } });
    try {
      const login = await app.signIn({ residenceCountry: country });
      const answer = await app.client.call(createQuote, { token: login, body: CONVERT_TO_USDT });
      expect(answer.status).toBe(status);
    } finally {
      await app.dispose();
    }
  });

  it('a rule closing every currency closes the country at the guard', async () => {
    const app = await createTestApp({ environment: { MICA_RULES: 'USDT:EEA;*:YY' } });
    try {
      const login = await app.signIn({ residenceCountry: 'YY' });
      const quote = await app.client.call(createQuote, {
        token: login,
        body: { ...CONVERT_TO_USDT, to_currency: 'BTC' },
      });
      expect(quote.error).toMatchObject({ code: 'MICA_COMPLIANCE_ERROR', details: { country: 'YY' } });
    } finally {
      await app.dispose();
    }
  });
});
