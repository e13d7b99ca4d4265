import { Writable } from 'node:stream';
import type { LoginResponse } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logging/logger';
import { seedPaymentCard } from '../../test-support/card-details.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  callApi,
  codeAt,
  createManualClock,
  enableTwoFactorFor,
} from '../../test-support/two-factor.test-kit';
import { CARD_DETAILS_TOKEN_TTL_SECONDS } from './card-details-tokens.repo';

const APP_ORIGIN = 'https://app.ferry.test';
const DETAILS_ORIGIN = 'https://card-details.ferry.test';

let testApp: TestApp;
const clock = createManualClock();
const logLines: string[] = [];

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  testApp = await createTestApp({
    nowMs: clock.read,
    logger: createLogger('trace', capture),
    environment: { PUBLIC_URL: APP_ORIGIN, CARD_DETAILS_ORIGIN: DETAILS_ORIGIN },
  });
});
afterAll(async () => {
  await testApp.dispose();
});

async function signInWithCard(state: Parameters<typeof seedPaymentCard>[2] = 'active') {
  const login = await testApp.signIn();
  const card = await seedPaymentCard(testApp.context.db, login.uuid, state);
  return { login, card };
}

function mintToken(login: LoginResponse, cardId: string, headers: Record<string, string> = {}) {
  return callApi(testApp, 'POST', `payment-cards/${cardId}/details-token`, { login, headers });
}

/** The page's own request for the details, as its script sends it. */
function spend(token: unknown, origin = DETAILS_ORIGIN) {
  return testApp.cardDetailsOrigin.app.request(`${DETAILS_ORIGIN}/card-iframe-stub/details`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ token }),
  });
}

describe('the card-details token (POST payment-cards/:cardId/details-token)', () => {
  it('opens the page on the card-details origin with a token in the fragment, and keeps only its digest', async () => {
    const { login, card } = await signInWithCard();
    const minted = await mintToken(login, card.cardId);
    expect(minted.status).toBe(200);
    const token = minted.body.token as string;
    expect(minted.body.iframe_url).toBe(`${DETAILS_ORIGIN}/card-iframe-stub#token=${token}`);
    expect(Date.parse(minted.body.expires_at as string) - clock.read()).toBe(
      CARD_DETAILS_TOKEN_TTL_SECONDS * 1000,
    );
    expect(JSON.stringify(minted.body)).not.toContain(card.pan);
    const rows = await testApp.context.db.selectFrom('card_details_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lets the page spend the token once for the number, expiry and CVV', async () => {
    const { login, card } = await signInWithCard();
    const token = (await mintToken(login, card.cardId)).body.token;
    const first = await spend(token);
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(await first.json()).toEqual({
      number: card.pan,
      expiry_month: 9,
      expiry_year: 2029,
      cvv: card.cvv,
      cardholder_name: 'ALEX TESTER',
    });
    expect((await spend(token)).status).toBe(404);
  });

  it('refuses a token past its minute, a made-up one and one sent from another origin', async () => {
    const { login, card } = await signInWithCard();
    const late = (await mintToken(login, card.cardId)).body.token;
    clock.nowMs += (CARD_DETAILS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect((await spend(late)).status).toBe(404);
    expect((await spend('A'.repeat(43))).status).toBe(404);
    expect((await spend('not a token')).status).toBe(404);
    const fresh = (await mintToken(login, card.cardId)).body.token;
    expect((await spend(fresh, APP_ORIGIN)).status).toBe(403);
    expect((await spend(fresh)).status).toBe(200);
  });

  it('refuses every card that cannot spend: not activated or locked (CARD_INACTIVE), terminated (CONFLICT_ERROR)', async () => {
    const refusedIds: string[] = [];
    for (const [state, status, code, key] of [
      ['notActivated', 422, 'CARD_INACTIVE', 'errors.card.inactive'],
      ['activating', 422, 'CARD_INACTIVE', 'errors.card.inactive'],
      ['locked', 422, 'CARD_INACTIVE', 'errors.card.locked'],
      ['terminated', 409, 'CONFLICT_ERROR', 'cards.refusal.terminated'],
    ] as const) {
      const { login, card } = await signInWithCard(state);
      refusedIds.push(card.cardId);
      const refused = await mintToken(login, card.cardId);
      expect([state, refused.status, refused.body.error?.code, refused.body.error?.details]).toEqual([
        state,
        status,
        code,
        { message_key: key },
      ]);
    }
    const minted = await testApp.context.db
      .selectFrom('card_details_tokens')
      .select('card_id')
      .where('card_id', 'in', refusedIds)
      .execute();
    expect(minted).toEqual([]);
  });

  it('shows an unlocked card’s details again', async () => {
    const { login, card } = await signInWithCard('unlocked');
    expect((await mintToken(login, card.cardId)).status).toBe(200);
  });

  it('answers another user’s card as no card at all', async () => {
    const { card } = await signInWithCard();
    const stranger = await testApp.signIn();
    const refused = await mintToken(stranger, card.cardId);
    expect([refused.status, refused.body.error?.code]).toEqual([404, 'NOT_FOUND']);
  });

  it.each(['locked', 'terminated'] as const)(
    'does not show a card %s after its token was minted, and the token stays spent',
    async (state) => {
      const { login, card } = await signInWithCard();
      const token = (await mintToken(login, card.cardId)).body.token;
      await testApp.context.db
        .updateTable('payment_cards')
        .set({ state, ...(state === 'terminated' ? { terminated_at: new Date() } : {}) })
        .where('id', '=', card.cardId)
        .execute();
      const refused = await spend(token);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(await refused.json())).not.toContain(card.pan);
      await testApp.context.db
        .updateTable('payment_cards')
        .set({ state: 'unlocked' })
        .where('id', '=', card.cardId)
        .where('state', '=', 'locked')
        .execute();
      expect((await spend(token)).status).toBe(404);
    },
  );

  it('asks for the 2FA code of the card-details scope once two-factor is on', async () => {
    const { login, card } = await signInWithCard();
    const secret = await enableTwoFactorFor(testApp, login, clock);
    const unasked = await mintToken(login, card.cardId);
    expect([unasked.status, unasked.body.error?.code]).toEqual([403, 'AUTH_2FA_REQUIRED']);
    const asked = await mintToken(login, card.cardId, {
      'Auth-2FA-Token': await codeAt(secret, clock.read()),
    });
    expect(asked.status).toBe(200);
  });
});

describe('the card-details page (/card-iframe-stub on its own origin)', () => {
  it('may be framed only by the app, runs only its own script and is never stored', async () => {
    const page = await testApp.cardDetailsOrigin.app.request(
      `${DETAILS_ORIGIN}/card-iframe-stub?lang=pl&theme=dark`,
    );
    expect(page.status).toBe(200);
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${APP_ORIGIN} https://web.telegram.org`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="pl" data-theme="dark"');
    expect(html).toContain('Numer karty');
    expect(html).not.toMatch(/<script>/);
    const script = await testApp.cardDetailsOrigin.app.request(`${DETAILS_ORIGIN}/card-iframe-stub/page.js`);
    expect(script.headers.get('Content-Type')).toContain('text/javascript');
  });

  it('is reached from the spec’s route on the app’s origin by a redirect that keeps the query', async () => {
    for (const path of ['/card-iframe-stub', '/card-iframe-stub?lang=uk&theme=dark']) {
      const answer = await testApp.app.request(path);
      expect([answer.status, answer.headers.get('Location')]).toEqual([302, `${DETAILS_ORIGIN}${path}`]);
    }
  });

  it('is not served by the main app, and the main API has no route that answers the number', async () => {
    expect((await testApp.app.request('/card-iframe-stub/details', { method: 'POST' })).status).toBe(404);
  });

  it('leaves neither the number, the CVV nor a token in the server log', async () => {
    const { login, card } = await signInWithCard();
    const token = (await mintToken(login, card.cardId)).body.token as string;
    expect((await spend(token)).status).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('details-token');
    expect(log).not.toContain(card.pan);
    expect(log).not.toContain(token);
  });
});
