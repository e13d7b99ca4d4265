import path from 'node:path';
import { signUpByApi, uniqueEmail } from '../support/accounts';
import { createVerifyingKey, FAKE_PHOTO, initializeVerification } from '../support/customer-verifications';
import { blockCamera, FAKE_CAMERA_LAUNCH } from '../support/fake-camera';
import type { WidgetKey } from '../support/merchant-site';
import { SCREENSHOTS, SHOP_LOOKS } from '../support/shop-screenshots';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

// Chromium's synthetic camera (a moving test pattern) stands in for the phone's.
test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

/** The web looks of a shop's page, and the mini-app in Telegram's dark theme. */
const LOOKS = [
  ...SHOP_LOOKS.map((look) => ({ ...look, isMiniApp: false })),
  { name: 'miniapp-dark', viewport: { width: 390, height: 900 }, colorScheme: 'dark', isMiniApp: true },
] as const;
type Look = (typeof LOOKS)[number];

let key: WidgetKey;

test.beforeAll(async ({ request }) => {
  const owner = await signUpByApi(request, uniqueEmail('e2e-sandbox-kyc-shots'));
  key = await createVerifyingKey(request, owner.accessToken);
});

/** Opens a path of the page the way the look reaches it: a browser tab, or the mini-app's webview. */
async function open(page: Page, look: Look, pathAndSearch: string) {
  const isMiniApp = 'isMiniApp' in look && look.isMiniApp;
  await page.goto(
    isMiniApp ? `/messenger${pathAndSearch}${telegramLaunchHash({ theme: DARK_THEME })}` : pathAndSearch,
  );
}

async function dress(page: Page, look: Look) {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
  if (look.isMiniApp) await installTelegramMock(page, DARK_THEME);
}

async function shoot(page: Page, name: string, look: Look) {
  // Fonts, lazy chunks and button transitions settle first, and no button shows a hover.
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOTS, `sandbox-kyc-${name}-${look.name}.png`) });
}

async function waitForFrames(page: Page) {
  const preview = page.getByLabel('Camera preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
}

for (const look of LOOKS) {
  test(`sandbox KYC page with the camera, ${look.name}`, async ({ page, context, request }) => {
    await context.grantPermissions(['camera']);
    await dress(page, look);
    const started = await initializeVerification(request, key, `kyc-shot-${look.name}-${Date.now()}`);
    const url = new URL(started.url);
    await open(page, look, `${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();

    const documentStep = page.getByRole('group', { name: 'Identity document' });
    await documentStep.getByRole('button', { name: 'Open camera' }).click();
    await waitForFrames(page);
    await shoot(page, 'camera', look);
    await documentStep.getByRole('button', { name: 'Take photo' }).click();
    await expect(documentStep.getByRole('img', { name: 'The photo you took' })).toBeVisible();
    await shoot(page, 'still', look);
    await documentStep.getByRole('button', { name: 'Use this photo' }).click();

    const selfieStep = page.getByRole('group', { name: 'Selfie' });
    await selfieStep.getByRole('button', { name: 'Open camera' }).click();
    await waitForFrames(page);
    await selfieStep.getByRole('button', { name: 'Take photo' }).click();
    await selfieStep.getByRole('button', { name: 'Use this photo' }).click();
    await expect(selfieStep.getByText('Photo taken')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
    await shoot(page, 'steps', look);

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('button', { name: 'Approve (sandbox)' })).toBeVisible();
    await shoot(page, 'review', look);

    await page.getByRole('button', { name: 'Approve (sandbox)' }).click();
    await expect(page.getByText('You are verified')).toBeVisible();
    await shoot(page, 'approved', look);

    await open(page, look, `${url.pathname}?access_token=sbx_act_not-the-one`);
    await expect(page.getByTestId('sandbox-kyc-refused')).toBeVisible();
    await shoot(page, 'refused', look);
  });

  test(`sandbox KYC page with the camera blocked, ${look.name}`, async ({ page, request }) => {
    await dress(page, look);
    const started = await initializeVerification(request, key, `kyc-shot-blocked-${look.name}-${Date.now()}`);
    const url = new URL(started.url);
    await open(page, look, `${url.pathname}${url.search}`);
    await blockCamera(page, new URL(page.url()).origin);
    const documentStep = page.getByRole('group', { name: 'Identity document' });
    await documentStep.getByRole('button', { name: 'Open camera' }).click();
    await expect(documentStep.getByRole('alert')).toContainText('Camera access is blocked');
    const selfieStep = page.getByRole('group', { name: 'Selfie' });
    await selfieStep.getByLabel('Choose a file', { exact: false }).setInputFiles({
      ...FAKE_PHOTO,
      name: 'selfie.pdf',
      mimeType: 'application/pdf',
    });
    await expect(selfieStep.getByText(/^This file is not a photo\./)).toBeVisible();
    await shoot(page, 'camera-blocked', look);
  });
}
