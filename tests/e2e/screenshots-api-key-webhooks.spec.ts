import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { type StoredTokens, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { depositAndConvert } from '../support/saved';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const API = '/api/client/v1';

test.describe.configure({ timeout: 180_000 });

/** A live key of the user's own: its webhooks tell of the user's own transactions. */
async function createKey(request: APIRequestContext, tokens: StoredTokens, name: string): Promise<string> {
  const created = await request.post(`${API}/api-keys`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { name, type: 'exchanger', permissions: ['get_currencies'] },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { api_key: { id: string } }).api_key.id;
}

async function attemptsOf(request: APIRequestContext, tokens: StoredTokens, keyId: string): Promise<number> {
  const answer = await request.get(`${API}/api-keys/${keyId}/webhook/deliveries`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const { deliveries } = (await answer.json()) as { deliveries: { attempts: unknown[] }[] };
  return deliveries.reduce((sum, delivery) => sum + delivery.attempts.length, 0);
}

async function shoot(page: Page, request: APIRequestContext, tokens: StoredTokens, prefix: string) {
  const name = prefix === 'desktop' ? 'Shop backend' : 'Shop app';
  const keyId = await createKey(request, tokens, name);
  await page.goto('/profile/api-management');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  // The merchant's server does not exist: every attempt fails and waits for its retry.
  await page.getByLabel('Endpoint URL').fill('https://shop.example.com/hooks/ferry');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your signing secret' });
  await expect(dialog.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOTS, `api-key-webhook-secret-${prefix}.png`) });
  await dialog.getByRole('button', { name: 'I’ve saved it' }).click();

  await depositAndConvert(request, tokens);
  await expect.poll(() => attemptsOf(request, tokens, keyId), { timeout: 30_000 }).toBeGreaterThan(2);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'transaction.status_changed' }).first()).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({
    path: path.join(SCREENSHOTS, `api-key-webhook-log-${prefix}.png`),
    fullPage: true,
  });
}

test('API key webhooks, web mobile light 390×844 and desktop 1280×800', async ({ page, request }) => {
  const tokens = await signUpByApi(request, uniqueEmail('shots-webhooks'));
  await storeWebSession(page, tokens);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, request, tokens, 'mobile-light');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, request, tokens, 'desktop');
});
