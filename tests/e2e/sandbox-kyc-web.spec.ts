import { signUpByApi, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import {
  checkVerification,
  createVerifyingKey,
  FAKE_PHOTO,
  FAKE_SELFIE,
  initializeVerification,
} from '../support/customer-verifications';
import { blockCamera, cameraTracks, FAKE_CAMERA_LAUNCH, watchCameraStreams } from '../support/fake-camera';
import type { WidgetKey } from '../support/merchant-site';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

// Chromium's synthetic camera, for this spec's workers only; each test allows or blocks it.
test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

let key: WidgetKey;

test.beforeAll(async ({ request }) => {
  const owner = await signUpByApi(request, uniqueEmail('e2e-sandbox-kyc'));
  key = await createVerifyingKey(request, owner.accessToken);
});

const step = (page: Page, name: string) => page.getByRole('group', { name });

/** Opens the step's camera, waits for real frames, takes the photo and uses it. */
async function takePhoto(page: Page, name: string) {
  const group = step(page, name);
  await group.getByRole('button', { name: 'Open camera' }).click();
  const preview = group.getByLabel('Camera preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await group.getByRole('button', { name: 'Take photo' }).click();
  await expect(group.getByRole('img', { name: 'The photo you took' })).toBeVisible();
  await group.getByRole('button', { name: 'Use this photo' }).click();
  await expect(group.getByText('Photo taken')).toBeVisible();
}

test('a merchant’s customer verifies with the camera on the sandbox KYC page and the merchant reads the approval', async ({
  page,
  context,
  request,
}) => {
  const customer = `kyc-${Date.now()}`;
  const started = await initializeVerification(request, key, customer);
  expect(started.verification.status).toBe('INIT');
  const url = new URL(started.url);
  expect(url.pathname).toMatch(/^\/sandbox-kyc\/sbx_/);

  await context.grantPermissions(['camera']);
  await watchCameraStreams(page);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  await expect(page.getByTestId('sandbox-kyc-level')).toContainText('Identity document and selfie');
  await expect(page.getByTestId('sandbox-kyc-not-kept')).toContainText('not uploaded or kept');
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await expect(submit).toBeDisabled();

  await takePhoto(page, 'Identity document');
  // The photo is taken: the camera is off, its light with it.
  expect(await cameraTracks(page)).toEqual({ opened: 1, live: 0 });
  await expect(submit).toBeDisabled();
  await takePhoto(page, 'Selfie');
  expect(await cameraTracks(page)).toEqual({ opened: 2, live: 0 });
  await expect(
    step(page, 'Identity document').getByRole('img', { name: 'Your photo: Identity document' }),
  ).toBeVisible();
  await submit.click();

  await expect(page.getByTestId('sandbox-kyc')).toHaveAttribute('data-status', 'PROCESSING');
  expect((await checkVerification(request, key, customer)).status).toBe('PROCESSING');
  await page.getByRole('button', { name: 'Approve (sandbox)' }).click();
  await expect(page.getByText('You are verified')).toBeVisible();

  const checked = await checkVerification(request, key, customer);
  expect(checked).toMatchObject({ status: 'COMPLETED', verification: { source: 'provider' } });

  // The decision closed the link: opening it again is refused, with the way back named.
  await page.reload();
  await expect(page.getByTestId('sandbox-kyc-refused')).toContainText('This verification link does not work');
});

test('closing the camera turns it off, so no camera light is left on', async ({ page, context, request }) => {
  const started = await initializeVerification(request, key, `kyc-leave-${Date.now()}`);
  const url = new URL(started.url);
  await context.grantPermissions(['camera']);
  await watchCameraStreams(page);
  await page.goto(`${url.pathname}${url.search}`);
  await step(page, 'Selfie').getByRole('button', { name: 'Open camera' }).click();
  await expect.poll(() => cameraTracks(page)).toEqual({ opened: 1, live: 1 });
  await step(page, 'Selfie').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => cameraTracks(page)).toEqual({ opened: 1, live: 0 });
});

test('with the camera blocked the step says so and a chosen file completes it', async ({ page, request }) => {
  const started = await initializeVerification(request, key, `kyc-blocked-${Date.now()}`);
  const url = new URL(started.url);
  await page.goto(`${url.pathname}${url.search}`);
  await blockCamera(page, new URL(page.url()).origin);

  const documentStep = step(page, 'Identity document');
  await documentStep.getByRole('button', { name: 'Open camera' }).click();
  await expect(documentStep.getByRole('alert')).toContainText('Camera access is blocked for this page');
  // The picker's filter is only a hint: a file that is no photo is refused with the reason.
  await documentStep.getByLabel('Or choose a file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a document'),
  });
  await expect(documentStep.getByText(/^This file is not a photo or a PDF\./)).toBeVisible();
  await documentStep.getByLabel('Or choose a file').setInputFiles(FAKE_PHOTO);
  await expect(documentStep.getByText('Chosen: passport.jpg')).toBeVisible();

  const selfieStep = step(page, 'Selfie');
  await selfieStep.getByRole('button', { name: 'Open camera' }).click();
  await expect(selfieStep.getByRole('alert')).toContainText('Camera access is blocked');
  await selfieStep.getByLabel('Or choose a file').setInputFiles({ ...FAKE_SELFIE, buffer: Buffer.alloc(0) });
  await expect(selfieStep.getByText('This file is empty. Choose another one.')).toBeVisible();
  // The refusals, the blocked camera and every control read right to assistive technology.
  expect(await seriousViolations(page)).toEqual([]);
  await selfieStep.getByLabel('Or choose a file').setInputFiles(FAKE_SELFIE);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('sandbox-kyc')).toHaveAttribute('data-status', 'PROCESSING');
});

test('inside the mini-app the page opens in the Telegram theme and takes the photo with the camera', async ({
  page,
  context,
  request,
}) => {
  const started = await initializeVerification(request, key, `kyc-miniapp-${Date.now()}`);
  const url = new URL(started.url);
  await context.grantPermissions(['camera']);
  await installTelegramMock(page, DARK_THEME);
  await watchCameraStreams(page);
  await page.goto(`/messenger${url.pathname}${url.search}${telegramLaunchHash({ theme: DARK_THEME })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  const selfieStep = step(page, 'Selfie');
  await selfieStep.getByRole('button', { name: 'Open camera' }).click();
  await expect(selfieStep.getByLabel('Camera preview')).toBeVisible();
  // The live preview and its controls in Telegram's dark theme: named, and readable.
  expect(await seriousViolations(page)).toEqual([]);
  await selfieStep.getByRole('button', { name: 'Cancel' }).click();
  await takePhoto(page, 'Identity document');
  expect(await cameraTracks(page)).toEqual({ opened: 2, live: 0 });
});

test('a wrong token is refused with a clear screen', async ({ page, request }) => {
  const started = await initializeVerification(request, key, `kyc-wrong-${Date.now()}`);
  const url = new URL(started.url);
  await page.goto(`${url.pathname}?access_token=sbx_act_not-the-one`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This verification link does not work' }),
  ).toBeVisible();
  await expect(page.getByText('replaced by a newer one')).toBeVisible();
});
