import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { FAKE_CAMERA_LAUNCH } from '../support/fake-camera';
import { expect, type Page, test } from '../support/test';
import { collectPageErrors } from '../support/withdraw-money';
import {
  declarePersonalData,
  FINAL_REJECTION_COMMENT,
  pressWithdraw,
  reachBasicByApi,
  receiveUsdtAndConvertToEur,
  sendFinalRejection,
  sendLateRed,
  submitIdentityPhotos,
  typeWithdrawal,
  uniquePhone,
  verifyPhoneBySms,
} from './verification-journey.test-kit';

// Chromium's synthetic camera for the provider's page; each test allows it.
test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

const JOURNEY = '/balances/withdraw/sepa/EUR/verification';

async function expectNoSeriousViolations(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('web: a withdrawal that needs verification', () => {
  test('a new user’s €1,500 is refused at the starter level, verifies phone, personal data and identity, and the same withdrawal completes', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    const email = uniqueEmail('e2e-verify-journey');
    const tokens = await signUpByApi(request, email);
    // The user received USDT from someone (on chain, so the starter level's €200 of money in does
    // not refuse it) and wants it in their bank: converted to EUR first.
    expect(Number(await receiveUsdtAndConvertToEur(request, tokens.accessToken, '2000'))).toBeGreaterThan(
      1_600,
    );
    await storeWebSession(page, tokens);
    await context.grantPermissions(['camera']);

    // The starter level lets out €200 a day: the level's words, not a partial payout.
    await typeWithdrawal(page, '1500');
    const notice = page.getByTestId('withdraw-level-limit');
    await pressWithdraw(page, request, email, notice);
    await expect(notice).toContainText('Your Starter level lets you withdraw up to €200.00 a day');
    await expect(notice).toContainText('Left today: €200.00. This withdrawal is worth €1,500.00.');
    await expect(notice).toContainText('Verify for the Verified level to withdraw up to €10,000.00 a day');
    await expect(page.getByText(/We can pay out/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Verify to raise your limit' }).click();

    // The phone by SMS, 5 % of the flow.
    await expect(page).toHaveURL(`${JOURNEY}/phone`);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    await expectNoSeriousViolations(page);
    await verifyPhoneBySms(page, request, uniquePhone());

    // Then the declared personal data.
    await expect(page).toHaveURL(`${JOURNEY}/personal-data`, { timeout: 15_000 });
    await declarePersonalData(page);

    // Then identity on the provider's page, a full page load away, 10 % of the flow.
    await expect(page).toHaveURL(`${JOURNEY}/identity`, { timeout: 15_000 });
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await submitIdentityPhotos(page);
    await page.getByRole('button', { name: 'Approve (sandbox)' }).click();
    await expect(page.getByText('You are verified')).toBeVisible();

    // Back in Ferry by the page's own link: the GREEN webhook has landed, so the journey returns
    // to the same withdrawal.
    await page.getByRole('link', { name: 'Back to Ferry' }).click();
    await expect(page).toHaveURL(/\/balances\/withdraw\/sepa\/EUR\/confirm$/, { timeout: 15_000 });
    await expect(page.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
    await expect(page.getByText('€1,500.00').first()).toBeVisible();
    await pressWithdraw(page, request, email, page.getByText('Withdrawal sent'));
    await expect(page).toHaveURL(/\/balances\/PAYOUT\/[^/]+$/, { timeout: 15_000 });
    await expect(page.getByText('€1,500.00').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('RED+RETRY asks to redo the identity step; after GREEN a late RED holds money out, explains why and takes an appeal', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('e2e-verify-retry');
    const tokens = await signUpByApi(request, email);
    // USDT received on chain and converted to EUR, then the phone and the declared data.
    expect(Number(await receiveUsdtAndConvertToEur(request, tokens.accessToken, '1500'))).toBeGreaterThan(
      1_250,
    );
    await reachBasicByApi(request, tokens);
    await storeWebSession(page, tokens);
    await context.grantPermissions(['camera']);

    // At the basic level €1,200 is over its €1,000 a day: identity is the one step left.
    await typeWithdrawal(page, '1200');
    const notice = page.getByTestId('withdraw-level-limit');
    await pressWithdraw(page, request, email, notice);
    await expect(notice).toContainText('Your Basic level lets you withdraw up to €1,000.00 a day');
    await page.getByRole('button', { name: 'Verify to raise your limit' }).click();
    await expect(page).toHaveURL(`${JOURNEY}/identity`);

    // The provider asks for the photos again, with its reviewer's words.
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await submitIdentityPhotos(page);
    await page.getByRole('button', { name: 'Reject (sandbox)' }).click();
    await page.getByRole('link', { name: 'Back to Ferry' }).click();
    await expect(page).toHaveURL(`${JOURNEY}/identity`);
    await expect(page.getByRole('heading', { name: 'Please try again' })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('The sandbox reviewer asked for a clearer photo of the document.'),
    ).toBeVisible();

    // Redone and approved: the withdrawal waits on its confirm screen.
    await page.getByRole('button', { name: 'Try again' }).click();
    const applicantId = await submitIdentityPhotos(page);
    await page.getByRole('button', { name: 'Approve (sandbox)' }).click();
    await expect(page.getByText('You are verified')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/balances\/withdraw\/sepa\/EUR\/confirm$/, { timeout: 15_000 });

    // The provider turns the identity down after all: sending is refused with the hold's reason.
    await sendLateRed(request, applicantId);
    const hold = page.getByRole('heading', { name: 'Money out is on hold' });
    await pressWithdraw(page, request, email, hold);
    await expect(page).toHaveURL(/\/authentication\/blocked$/);
    await expect(page.getByText(/Your identity check was withdrawn after review/)).toBeVisible();
    await page.getByRole('button', { name: 'Appeal' }).click();
    await expect(page.getByText('Your appeal is open')).toBeVisible({ timeout: 15_000 });
  });

  test('RED+FINAL shows the rejection in the provider’s words with the way to support, and no way to start over', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-verify-final'));
    await reachBasicByApi(request, tokens);
    await storeWebSession(page, tokens);
    await context.grantPermissions(['camera']);

    // Identity is the step the next level needs; the photos go to the provider's page.
    await page.goto(`${JOURNEY}/identity`);
    await Promise.all([
      page.waitForURL(/\/sandbox-kyc\/[^/?]+\?/),
      page.getByRole('button', { name: 'Verify my identity' }).click(),
    ]);
    const applicantId = await submitIdentityPhotos(page);

    // The provider turns the identity down for good (RED+FINAL) by its signed webhook.
    await sendFinalRejection(request, applicantId);
    await Promise.all([
      page.waitForURL(`${JOURNEY}/identity`),
      page.getByRole('link', { name: 'Back to Ferry' }).click(),
    ]);

    // The step says so in the provider's words, and support is one tap away; nothing is a dead end.
    const rejection = page.getByRole('alert').filter({ hasText: 'Verification was rejected' });
    await expect(rejection).toBeVisible({ timeout: 15_000 });
    await expect(rejection).toContainText(`The reason given: ${FINAL_REJECTION_COMMENT}`);
    await expect(rejection).toContainText('write to support');
    await expect(rejection.getByRole('link', { name: 'Write to support' })).toHaveAttribute(
      'href',
      /^mailto:[^@]+@[^@]+$/,
    );
    await expect(rejection.getByRole('button', { name: 'Back to your transaction' })).toBeVisible();
    // A final answer is not retried: neither the page's start nor a "Try again" is offered.
    await expect(page.getByRole('button', { name: /Verify my identity|Try again/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  test('a residence Ferry does not serve, declared on the way, reaches the forbidden screen', async ({
    page,
    request,
  }) => {
    const tokens = await signUpByApi(request, uniqueEmail('e2e-verify-forbidden'));
    await storeWebSession(page, tokens);
    await page.goto(`${JOURNEY}/personal-data`);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    await declarePersonalData(page, 'US');
    await expect(page).toHaveURL(/\/forbidden$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: /Ferry isn.t available in/ })).toBeVisible();
  });
});
