import type { APIRequestContext } from '@playwright/test';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import { collectPageErrors } from '../support/withdraw-money';
import { reachBasicByApi } from './verification-journey.test-kit';

const API = '/api/client/v1';

test.describe.configure({ timeout: 120_000 });

async function profileIdOf(request: APIRequestContext, accessToken: string): Promise<string> {
  const user = await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await user.json()) as { profiles_id: string[] }).profiles_id[0] ?? '';
}

test.describe('web: documents, the card and a first wallet need a verified identity', () => {
  test('an unverified user opens documents, sees what is needed and is led into the first step; the server refuses too', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-gate-documents'));
    await storeWebSession(page, tokens);
    await page.goto('/profile/documents');
    const gate = page.getByTestId('verification-gate');
    await expect(gate.getByRole('heading', { name: 'Verify your identity to get documents' })).toBeVisible();
    await expect(gate.getByRole('listitem')).toHaveText([
      /Phone\s*Not verified/,
      /Declared address\s*Not verified/,
      /Identity\s*Not verified/,
    ]);
    await expect(page.getByLabel('From')).toHaveCount(0);

    // The server is the gate of record: no document for an unverified identity, and it says which step.
    const profileId = await profileIdOf(request, tokens.accessToken);
    const refused = await request.post(`${API}/documents`, {
      headers: { Authorization: `Bearer ${tokens.accessToken}`, 'Profile-Id': profileId },
      data: { type: 'account-statement', format: 'PDF', from: '2026-01-01', to: '2026-01-31' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string; details: unknown } }).error).toMatchObject({
      code: 'ACCESS_DENIED',
      details: { reason: 'identity_not_verified', step: 'IDENTITY' },
    });

    await page.getByRole('button', { name: 'Verify your identity', exact: true }).click();
    await expect(page).toHaveURL(/\/documents\/verification\/phone$/);
    await expect(page.getByLabel('Phone number')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('creating or importing a first wallet is refused until identity is verified, then opens', async ({
    page,
    request,
  }) => {
    const tokens = await signUpByApi(request, uniqueEmail('e2e-gate-wallet'));
    await storeWebSession(page, tokens);
    await page.goto('/balances/web3-wallet');
    await expect(page).toHaveURL(/\/balances\/web3-wallet\/create$/);
    const gate = page.getByTestId('verification-gate');
    await expect(
      gate.getByRole('heading', { name: 'Verify your identity to create a wallet' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a new wallet' })).toHaveCount(0);
    await page.goto('/balances/web3-wallet/import');
    await expect(
      gate.getByRole('heading', { name: 'Verify your identity to create a wallet' }),
    ).toBeVisible();

    await verifyLevel(request, tokens, 'verified');
    await page.goto('/balances/web3-wallet/create');
    await expect(page.getByRole('button', { name: 'Create a new wallet' })).toBeVisible();
    await expect(page.getByTestId('verification-gate')).toHaveCount(0);
  });

  test('the card entry sends an unverified user to its identity step, and shows a verified one the card', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-gate-card'));
    await reachBasicByApi(request, tokens);
    await storeWebSession(page, tokens);
    await page.goto('/balances/book-card');
    await expect(page).toHaveURL(/\/balances\/book-card\/verification$/);
    const gate = page.getByTestId('verification-gate');
    await expect(
      gate.getByRole('heading', { name: 'Verify your identity to get the Ferry card' }),
    ).toBeVisible();
    // Phone and declared data are done: identity is all that is left.
    await expect(gate.getByRole('listitem')).toHaveText([/Identity\s*Not verified/]);
    await page.getByRole('button', { name: 'Continue verification', exact: true }).click();
    await expect(page).toHaveURL(/\/balances\/book-card\/verification\/identity$/);
    await expect(page.getByRole('button', { name: 'Verify my identity' })).toBeVisible();

    // The provider's GREEN, played by the sandbox's dev route (the journey e2e plays the real page).
    const profileId = await profileIdOf(request, tokens.accessToken);
    const green = await request.post(`/api/dev/sandbox/verification/${profileId}`, {
      data: { level: 'verified' },
    });
    expect(green.ok()).toBe(true);
    await page.goto('/balances/book-card');
    // Open to the user now, the card's entry is its order: the form with the fees before Issue.
    const landing = page.getByTestId('card-landing');
    await expect(landing.getByRole('form', { name: 'Card order' })).toBeVisible();
    await expect(landing.getByRole('region', { name: 'Fees' })).toContainText('€7.00');
    expect(errors).toEqual([]);
  });
});
