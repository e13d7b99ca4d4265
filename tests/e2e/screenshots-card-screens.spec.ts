import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  registerTelegramUser,
  type StoredTokens,
  signUpByApi,
  storeWebSession,
  telegramSession,
  uniqueEmail,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { fundEuros } from '../support/transactions';
import { verifyLevel } from '../support/verification';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const API = '/api/client/v1';
const NETWORK = '/api/dev/sandbox/card-network';

test.describe.configure({ timeout: 180_000 });

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * A verified user with 250 EUR and an activated EUR card that has a history: a coffee held and
 * captured, a USD spend converted from the card's EUR balance, a hold still pending and a decline
 * by a blocked category. Answers the card's profile (its page's `:profileId`).
 */
async function cardWithHistory(api: APIRequestContext, tokens: StoredTokens): Promise<string> {
  await verifyLevel(api, tokens, 'verified');
  await fundEuros(api, tokens);
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const user = await ok<{ profiles_id: string[] }>(await api.get(`${API}/user`, { headers: auth }), 'user');
  const headers = { ...auth, 'Profile-Id': user.profiles_id[0] ?? '' };
  const card = await ok<{ id: string; profile_id: string }>(
    await api.post(`${API}/payment-cards`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { currency: 'EUR', design: 'aurora', cardholder_name: 'FERRY TESTER', card_name: 'Travel' },
    }),
    'issue card',
  );
  await ok(
    await api.post(`${API}/payment-cards/${card.id}/top-ups`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { amount: '80' },
    }),
    'top-up',
  );
  await ok(
    await api.patch(`${API}/payment-cards/${card.id}/settings`, {
      headers,
      data: { blocked_categories: ['betting_casino_gambling'], per_authorization_max: '200' },
    }),
    'settings',
  );
  const spend = async (data: Record<string, unknown>) =>
    ok<{ authorization_id: string }>(
      await api.post(`${NETWORK}/authorizations`, { data: { card_id: card.id, ...data } }),
      'authorization',
    );
  const coffee = await spend({
    amount: '12.40',
    currency: 'EUR',
    merchant_name: 'Blue Bottle Coffee',
    merchant_category: 'eating_places_restaurants',
  });
  await ok(
    await api.post(`${NETWORK}/authorizations/${coffee.authorization_id}/capture`, {
      data: { card_id: card.id, amount: '12.40' },
    }),
    'capture',
  );
  await spend({
    amount: '10',
    currency: 'USD',
    merchant_name: 'Kindle Store',
    merchant_category: 'book_stores',
  });
  await spend({
    amount: '25',
    currency: 'EUR',
    merchant_name: 'Hotel Bristol',
    merchant_category: 'hotels_motels_resorts',
  });
  await spend({
    amount: '30',
    currency: 'EUR',
    merchant_name: 'Lucky Casino',
    merchant_category: 'betting_casino_gambling',
  });
  return card.profile_id;
}

/** Shoots each card screen, and checks it has no serious accessibility finding (axe, WCAG 2.1 AA). */
async function shoot(
  page: Page,
  open: (route: string) => Promise<void>,
  cardProfileId: string,
  name: string,
) {
  const file = (shot: string) => path.join(SCREENSHOTS, `card-${shot}-${name}.png`);
  await open('/balances/book-card');
  const form = page.getByRole('form', { name: 'Card order' });
  await expect(form.getByRole('region', { name: 'Fees' })).toContainText('€7.00');
  await form.getByRole('radio', { name: 'Midnight' }).check();
  await form.getByLabel('Name on the card').fill('Ferry Tester');
  await form.getByLabel('Card name').fill('Groceries');
  await page.screenshot({ path: file('order'), fullPage: true });
  expect(await seriousViolations(page), 'order').toEqual([]);

  await open(`/balances/${cardProfileId}/settings`);
  await expect(page.getByTestId('card-authorization')).toHaveCount(4);
  await page.screenshot({ path: file('settings'), fullPage: true });
  expect(await seriousViolations(page), 'settings').toEqual([]);

  // The captured coffee's own page: merchant, the card, and its hold → capture path.
  await page.getByRole('link', { name: 'Open the transaction' }).first().click();
  await expect(page.getByTestId('card-path')).toBeVisible();
  await page.screenshot({ path: file('transaction'), fullPage: true });
  expect(await seriousViolations(page), 'transaction').toEqual([]);

  await open(`/balances/${cardProfileId}/settings/connect-card`);
  await expect(page.getByTestId('connect-card')).toBeVisible();
  await page.screenshot({ path: file('connect'), fullPage: true });
  expect(await seriousViolations(page), 'connect').toEqual([]);

  await shootBalances(page, open, file('balances'));
}

/**
 * The balances screen with the card's panel: the card, then its three newest payments (a decline
 * and two holds in `cardWithHistory`) and the link to all of them.
 */
async function shootBalances(page: Page, open: (route: string) => Promise<void>, file: string) {
  await open('/balances');
  await expect(page.getByTestId('card-panel')).toBeVisible();
  await expect(page.getByTestId('card-recent-spend')).toHaveCount(3);
  await page.screenshot({ path: file, fullPage: true });
  expect(await seriousViolations(page), path.basename(file)).toEqual([]);
}

for (const [name, viewport] of [
  ['web-mobile-light', { width: 390, height: 844 }],
  ['web-desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the card's screens, ${name}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    const tokens = await signUpByApi(request, uniqueEmail(`shots-card-${name}`));
    const cardProfileId = await cardWithHistory(request, tokens);
    await storeWebSession(page, tokens);
    await shoot(page, async (route) => void (await page.goto(route)), cardProfileId, name);
  });
}

test("the card's screens, mini-app dark", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  const cardProfileId = await cardWithHistory(request, await telegramSession(request, userId));
  await installTelegramMock(page, DARK_THEME);
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId });
  await shoot(
    page,
    async (route) => void (await page.goto(`/messenger${route}${hash}`)),
    cardProfileId,
    'miniapp-dark',
  );
});

test.describe("the card's panel on the balances screen in Polish", () => {
  test.use({ locale: 'pl-PL' });

  for (const [name, viewport] of [
    ['web-mobile-light', { width: 390, height: 844 }],
    ['web-desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(name, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: 'light' });
      const tokens = await signUpByApi(request, uniqueEmail(`shots-card-pl-${name}`));
      await cardWithHistory(request, tokens);
      await storeWebSession(page, tokens);
      const open = async (route: string) => void (await page.goto(route));
      await shootBalances(page, open, path.join(SCREENSHOTS, `card-balances-pl-${name}.png`));
      await expect(page.getByRole('link', { name: 'Wszystkie płatności' })).toBeVisible();
    });
  }

  test('miniapp-dark', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
    await registerTelegramUser(request, userId);
    await cardWithHistory(request, await telegramSession(request, userId));
    await installTelegramMock(page, DARK_THEME);
    const hash = telegramLaunchHash({ theme: DARK_THEME, userId, languageCode: 'pl' });
    const open = async (route: string) => void (await page.goto(`/messenger${route}${hash}`));
    await shootBalances(page, open, path.join(SCREENSHOTS, 'card-balances-pl-miniapp-dark.png'));
    await expect(page.getByRole('link', { name: 'Wszystkie płatności' })).toBeVisible();
  });
});
