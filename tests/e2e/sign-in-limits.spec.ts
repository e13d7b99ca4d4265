import {
  freshTotp,
  mailCount,
  readCode,
  signUpByApi,
  storeWebSession,
  uniqueEmail,
} from '../support/accounts';
import { expect, type Page, test } from '../support/test';

const API = '/api/client/v1';

async function sendCodeTo(page: Page, email: string) {
  await page.goto('/authentication');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
}

/** A six-digit code that is certainly not `code`; `shift` 1 to 9 gives different ones. */
function wrongCodeFor(code: string, shift = 1): string {
  return String((Number(code) + shift) % 1_000_000).padStart(6, '0');
}

test.describe('web: sign-in code limits and the 2FA dialog', () => {
  test('wrong codes count down; a spent code says "Too many attempts" and a new one is one press away', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('e2e-spent');
    await sendCodeTo(page, email);
    const code = await readCode(request, email);
    const field = page.getByLabel('Code from the email');
    for (const left of [4, 3, 2, 1]) {
      await field.fill(wrongCodeFor(code, 5 - left));
      const noun = left === 1 ? 'attempt' : 'attempts';
      await expect(page.getByRole('alert')).toHaveText(`Wrong code, ${left} ${noun} left`);
    }
    await field.fill(wrongCodeFor(code, 5));
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Request a new code');
    await expect(field).toBeDisabled();

    const seen = await mailCount(request, email);
    await page.getByRole('button', { name: 'Request a new code' }).click();
    const fresh = await readCode(request, email, seen);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await field.fill(fresh);
    await expect(page).toHaveURL(/\/confirm-terms$/);
  });

  test('a wrong authenticator code is reported in the 2FA dialog, which stays open for the right one', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('e2e-2fa-wrong');
    const usedSteps = new Set<number>();
    const tokens = await signUpByApi(request, email);
    const headers = { Authorization: `Bearer ${tokens.accessToken}` };
    const setup = await request.post(`${API}/2fa/setup`, { headers, data: {} });
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await request.post(`${API}/2fa/enable`, {
      headers,
      data: { code: await freshTotp(secret, usedSteps) },
    });
    expect(enabled.ok()).toBe(true);

    const seen = await mailCount(request, email);
    await sendCodeTo(page, email);
    await page.getByLabel('Code from the email').fill(await readCode(request, email, seen));
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await expect(dialog).toBeVisible();
    const right = await freshTotp(secret, usedSteps);
    await dialog.getByLabel('Authenticator code').fill(wrongCodeFor(right));
    await expect(dialog.getByRole('alert')).toHaveText(
      'Invalid code. Check it and try again — it may have expired',
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Authenticator code')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(1);

    await dialog.getByLabel('Authenticator code').fill(right);
    await expect(page).toHaveURL(/\/exchange$/);
    await expect(dialog).toHaveCount(0);
  });

  test('a phone change survives a reload at the code step and ends with "Phone number updated"', async ({
    page,
    request,
  }) => {
    const phone = `+48600${String(Date.now()).slice(-6)}`;
    await storeWebSession(page, await signUpByApi(request, uniqueEmail('e2e-phone')));
    await page.goto('/profile/personal-details/phone-edit');
    await page.getByLabel('New phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Confirmation code')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Confirmation code')).toBeVisible();
    await page.getByLabel('Confirmation code').fill(await readCode(request, phone));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Phone number updated' })).toBeVisible();
    await expect(page.getByText(/already changed your phone/)).toHaveCount(0);
  });
});
