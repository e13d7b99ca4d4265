import { freshTotp, mailCount, readCode, uniqueEmail } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/** The sign-in form: the address, then the code the sandbox outbox received. */
async function signInByEmail(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
  email: string,
) {
  const seen = await mailCount(request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  // The sixth digit sends the code; no button press.
  await page.getByLabel('Code from the email').fill(await readCode(request, email, seen));
}

test.describe('web: accounts', () => {
  test('sign up by email, accept terms, turn on 2FA, sign in again with it, and see an API secret once', async ({
    page,
    request,
  }) => {
    // Waiting for a fresh 30-second TOTP step can take up to half a minute.
    test.setTimeout(110_000);
    const email = uniqueEmail('e2e-web');
    const usedSteps = new Set<number>();

    // A signed-out visitor to the profile is sent to sign in, and comes back afterwards.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/authentication$/);
    await signInByEmail(page, request, email);

    await expect(page).toHaveURL(/\/confirm-terms$/);
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    await expect(accept).toBeDisabled();
    // telegram-ui draws its own box over the real checkbox; people tap the label.
    const consent = 'I have read and accept the Terms of Use and the Privacy Policy';
    await page.getByText(consent, { exact: true }).click();
    await expect(page.getByLabel(consent)).toBeChecked();
    await accept.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(email)).toBeVisible();

    // Two-factor set-up: the QR and the secret to type by hand, then the first code.
    await page.getByRole('link', { name: /Two-factor authentication/ }).click();
    await expect(page.getByText('Two-factor authentication is off')).toBeVisible();
    await page.getByRole('button', { name: 'Set up' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/two-factor-authentication\/code$/);
    await page.getByLabel('Authenticator code').fill(await freshTotp(secret, usedSteps));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
    await expect(page.getByLabel('Signing in')).toBeChecked();

    // Sign out, then in again: the 2FA dialog asks for a fresh code before the session opens.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/authentication$/);
    await signInByEmail(page, request, email);
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await expect(dialog).toBeVisible();
    // The dialog too sends its code as the sixth digit lands.
    await dialog.getByLabel('Authenticator code').fill(await freshTotp(secret, usedSteps));
    await expect(page).toHaveURL(/\/exchange$/);
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();

    // An API key: its secret shows once, and never again after a reload.
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'API management' }).click();
    await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByLabel('Name').fill('Shop backend');
    await form.getByText('Get currencies', { exact: true }).click();
    await expect(form.getByLabel('Get currencies')).toBeChecked();
    await form.getByRole('button', { name: 'Create API key' }).click();
    const secretPanel = page.getByRole('dialog', { name: '“Shop backend” is ready' });
    await expect(secretPanel.getByText('You won’t see it again.', { exact: false })).toBeVisible();
    const apiSecret = (await secretPanel.getByTestId('api-key-secret').textContent()) ?? '';
    expect(apiSecret.length).toBeGreaterThanOrEqual(32);
    await secretPanel.getByRole('button', { name: 'I’ve saved it' }).click();
    await expect(page.getByRole('heading', { name: 'Shop backend' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shop backend' })).toBeVisible();
    await expect(page.getByText(apiSecret)).toHaveCount(0);
    expect(await page.content()).not.toContain(apiSecret);
  });
});
