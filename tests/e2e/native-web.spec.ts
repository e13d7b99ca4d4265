import { mailCount, readCode, uniqueEmail } from '../support/accounts';
import { hostMessages, installNativeHost } from '../support/native-host';
import { expect, type Page, test } from '../support/test';

const CONSENT = 'I have read and accept the Terms of Use and the Privacy Policy';

/** From a signed-out profile link: the email code from the sandbox outbox, then the terms. */
async function signUpThroughForm(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
  email: string,
) {
  await expect(page).toHaveURL(/\/authentication$/);
  const seen = await mailCount(request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await page.getByLabel('Code from the email').fill(await readCode(request, email, seen));
  await expect(page).toHaveURL(/\/confirm-terms$/);
  await page.getByText(CONSENT, { exact: true }).click();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
}

const storedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.endsWith('.auth') || key === 'ferry.auth'),
  );

test.describe('native mode', () => {
  test('signs in on the mobile base and keeps its own session beside the web app in one browser profile', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const webEmail = uniqueEmail('e2e-native-web');
    const nativeEmail = uniqueEmail('e2e-native-app');

    // The web app, signed in as one user.
    await page.goto('/profile');
    await signUpThroughForm(page, request, webEmail);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(webEmail)).toBeVisible();

    // The native app in the same browser profile, inside its host, as another user.
    const native = await context.newPage();
    await installNativeHost(native, {
      appVersion: '2.0.0',
      platform: 'android',
      pushToken: 'fcm:e2e-native-device-token-0001',
    });
    const apiPaths: string[] = [];
    native.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/api/')) apiPaths.push(pathname);
    });
    const pushRegistered = native.waitForResponse(
      (response) =>
        response.url().endsWith('/api/mobile/v1/push-tokens') && response.request().method() === 'POST',
    );
    await native.goto('/native/profile');
    await signUpThroughForm(native, request, nativeEmail);
    await expect(native).toHaveURL(/\/native\/profile$/);
    await expect(native.getByText(nativeEmail)).toBeVisible();
    expect((await pushRegistered).status()).toBe(200);

    // Every call of the native app went to the mobile base, sign-in included.
    expect(apiPaths).toContain('/api/mobile/v1/login');
    expect(apiPaths.filter((path) => !path.startsWith('/api/mobile/v1/'))).toEqual([]);
    // It told its host it was ready, and whether a screen can go back.
    const messages = await hostMessages(native);
    expect(messages[0]).toEqual({ type: 'ready', protocol: 1 });
    expect(messages.some((message) => message.type === 'back_state')).toBe(true);

    // Two sessions side by side, under their own keys.
    expect((await storedKeys(page)).sort()).toEqual(['ferry.auth', 'ferry.native.auth']);

    // After a reload each is still its own user.
    await page.reload();
    await native.reload();
    await expect(page.getByText(webEmail)).toBeVisible();
    await expect(native.getByText(nativeEmail)).toBeVisible();
    await expect(page.getByText(nativeEmail)).toHaveCount(0);
    await expect(native.getByText(webEmail)).toHaveCount(0);

    // Logging out of the native app leaves the web app signed in.
    await native.getByRole('button', { name: 'Log out' }).click();
    await expect(native).toHaveURL(/\/native\/authentication$/);
    expect(apiPaths).toContain('/api/mobile/v1/logout');
    await expect.poll(() => storedKeys(page)).toEqual(['ferry.auth']);
    await page.reload();
    await expect(page.getByText(webEmail)).toBeVisible();
    await native.goto('/native/profile');
    await expect(native).toHaveURL(/\/native\/authentication$/);
  });

  test('an app older than the announced minimum gets the update screen, whose button asks the host for the store', async ({
    page,
  }) => {
    // The server announces its default minimum, 1.0.0.
    await installNativeHost(page, { appVersion: '0.9.3', platform: 'ios' });
    await page.goto('/native/exchange');
    await expect(page.getByRole('heading', { level: 1, name: 'Update the app' })).toBeVisible();
    await expect(page).toHaveURL(/\/native\/update-required$/);
    await page.getByRole('button', { name: 'Open the store' }).click();
    expect(await hostMessages(page)).toContainEqual({ type: 'open_store' });
    // Another screen leads straight back.
    await page.goto('/native/balances');
    await expect(page.getByRole('heading', { level: 1, name: 'Update the app' })).toBeVisible();
  });

  test('an app at the minimum opens as usual; /native-error offers a retry', async ({ page }) => {
    await installNativeHost(page, { appVersion: '1.0.0', platform: 'android' });
    await page.goto('/native/native-error?from=/exchange');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/native\/exchange$/);
    await expect(page.locator('[data-currency]').first()).toBeVisible();
  });
});
