import { signUpByApi, uniqueEmail } from '../support/accounts';
import {
  checkVerification,
  createVerifyingKey,
  FAKE_PHOTO,
  FAKE_SELFIE,
  initializeVerification,
} from '../support/customer-verifications';
import type { WidgetKey } from '../support/merchant-site';
import { expect, test } from '../support/test';

let key: WidgetKey;

test.beforeAll(async ({ request }) => {
  const owner = await signUpByApi(request, uniqueEmail('e2e-sandbox-kyc'));
  key = await createVerifyingKey(request, owner.accessToken);
});

test('a merchant’s customer verifies on the sandbox KYC page and the merchant reads the approval', async ({
  page,
  request,
}) => {
  const customer = `kyc-${Date.now()}`;
  const started = await initializeVerification(request, key, customer);
  expect(started.verification.status).toBe('INIT');
  const url = new URL(started.url);
  expect(url.pathname).toMatch(/^\/sandbox-kyc\/sbx_/);

  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  await expect(page.getByTestId('sandbox-kyc-level')).toContainText('Identity document and selfie');
  await expect(page.getByTestId('sandbox-kyc-not-kept')).toContainText('not uploaded or kept');
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Identity document').setInputFiles(FAKE_PHOTO);
  await page.getByLabel('Selfie').setInputFiles(FAKE_SELFIE);
  await expect(page.getByText('Chosen: passport.jpg')).toBeVisible();
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

test('a wrong token is refused with a clear screen', async ({ page, request }) => {
  const started = await initializeVerification(request, key, `kyc-wrong-${Date.now()}`);
  const url = new URL(started.url);
  await page.goto(`${url.pathname}?access_token=sbx_act_not-the-one`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This verification link does not work' }),
  ).toBeVisible();
  await expect(page.getByText('replaced by a newer one')).toBeVisible();
});
