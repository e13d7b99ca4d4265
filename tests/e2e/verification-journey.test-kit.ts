import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { mailCount, readCode, type StoredTokens } from '../support/accounts';
import { CONFIRM_DIALOG, confirmDetailsByMail } from '../support/payout-details';
import { expect, type Locator, type Page } from '../support/test';
import { PAYOUT_IBAN } from '../support/withdraw-money';

// What the verification journey's specs share: the withdrawal typed in, the steps' screens played
// as a user plays them, and the provider's late decision sent as its webhook.

const API = '/api/client/v1';

/**
 * The holder a bank payout goes to, who must be the user: the person the user declares, which the
 * sandbox provider then reads from their identity document (applicant-person.ts).
 */
export const HOLDER = { first: 'Olena', last: 'Kovalenko' };

/** A Polish mobile number no other test verifies (a verified number belongs to one account). */
export function uniquePhone(): string {
  return `+48600${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

async function profileIdOf(request: APIRequestContext, tokens: StoredTokens): Promise<string> {
  const user = await request.get(`${API}/user`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  return ((await user.json()) as { profiles_id: string[] }).profiles_id[0] ?? '';
}

/**
 * The phone and the declared data done by API (the declared person is the payout's holder), so a
 * test starts at the basic level with the identity step still to do.
 */
export async function reachBasicByApi(request: APIRequestContext, tokens: StoredTokens): Promise<void> {
  const profileId = await profileIdOf(request, tokens);
  const headers = { Authorization: `Bearer ${tokens.accessToken}`, 'Profile-Id': profileId };
  const declared = await request.post(`${API}/verification/declared-address`, {
    headers,
    data: {
      first_name: HOLDER.first,
      last_name: HOLDER.last,
      date_of_birth: '1990-01-01',
      country: 'PL',
      city: 'Gdańsk',
      street: 'ul. Morska 2',
      postal_code: '80-001',
    },
  });
  if (!declared.ok())
    throw new Error(`declared data answered ${declared.status()}: ${await declared.text()}`);
  const phone = uniquePhone();
  const asked = await request.post(`${API}/verification/phone/code`, { headers, data: { phone } });
  if (!asked.ok()) throw new Error(`phone code answered ${asked.status()}: ${await asked.text()}`);
  const confirmed = await request.post(`${API}/verification/phone`, {
    headers,
    data: { phone, code: await readCode(request, phone) },
  });
  if (!confirmed.ok())
    throw new Error(`phone confirm answered ${confirmed.status()}: ${await confirmed.text()}`);
}

/** Amount, new IBAN and holder typed in up to the confirm screen. */
export async function typeWithdrawal(page: Page, amount: string): Promise<void> {
  await page.goto('/balances/withdraw/sepa/EUR/form');
  await page.getByLabel('Amount, EUR').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
  await page.getByLabel('Account holder’s name').fill(`${HOLDER.first} ${HOLDER.last}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/balances\/withdraw\/sepa\/EUR\/confirm$/);
}

/**
 * Presses Withdraw and answers the new details' mailed code when it is asked for; resolves with
 * whichever of `outcomes` shows up.
 */
export async function pressWithdraw(page: Page, request: APIRequestContext, email: string, outcome: Locator) {
  const seen = await mailCount(request, email);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
  await expect(dialog.or(outcome).first()).toBeVisible({ timeout: 15_000 });
  if (await dialog.isVisible()) await confirmDetailsByMail(page, request, email, seen);
  await expect(outcome.first()).toBeVisible({ timeout: 15_000 });
}

/** The phone step by SMS: the number, then the code the sandbox keeps in the outbox. */
export async function verifyPhoneBySms(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code from the SMS').fill(await readCode(request, phone));
}

/** The declared personal data; the holder's name, and `country` as the residence. */
export async function declarePersonalData(page: Page, country = 'PL') {
  await page.getByLabel('First name').fill(HOLDER.first);
  await page.getByLabel('Last name').fill(HOLDER.last);
  await page.getByLabel('Date of birth').fill('01/01/1990');
  await page.getByLabel('Country of residence').selectOption(country);
  await page.getByLabel('City').fill('Gdańsk');
  await page.getByLabel('Street and house number').fill('ul. Morska 2');
  await page.getByLabel('Postal code').fill('80-001');
  await page.getByRole('button', { name: 'Save' }).click();
}

const photoStep = (page: Page, name: string) => page.getByRole('group', { name });

/** Opens the step's camera, waits for real frames, takes the photo and uses it. */
async function takePhoto(page: Page, name: string) {
  const group = photoStep(page, name);
  await group.getByRole('button', { name: 'Open camera' }).click();
  const preview = group.getByLabel('Camera preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await group.getByRole('button', { name: 'Take photo' }).click();
  await group.getByRole('button', { name: 'Use this photo' }).click();
  await expect(group.getByText('Photo taken')).toBeVisible();
}

/**
 * On the provider's page: the document photo and the selfie with the (fake) camera, submitted;
 * answers the applicant the page names, which the provider's webhooks name too.
 */
export async function submitIdentityPhotos(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/sandbox-kyc\/[^/?]+\?access_token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  await takePhoto(page, 'Identity document');
  await takePhoto(page, 'Selfie');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('sandbox-kyc')).toHaveAttribute('data-status', 'PROCESSING');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** The sandbox provider's secret for its webhooks (server/src/features/verification/webhook-secret.ts). */
const SANDBOX_WEBHOOK_SECRET = 'ferry-sandbox-kyc-webhook-secret';

/**
 * A RED+FINAL review the provider sends late, after its GREEN, as Sumsub's webhook: signed with
 * the sandbox's webhook secret, dated a minute after now so it is the applicant's newest event.
 */
export async function sendLateRed(request: APIRequestContext, applicantId: string): Promise<void> {
  const at = new Date(Date.now() + 60_000);
  const body = JSON.stringify({
    applicantId,
    inspectionId: randomBytes(12).toString('hex'),
    correlationId: `req-${randomBytes(16).toString('hex')}`,
    levelName: 'ferry-identity',
    externalUserId: 'e2e',
    type: 'applicantReviewed',
    sandboxMode: true,
    reviewStatus: 'completed',
    createdAtMs: at.toISOString().replace('T', ' ').replace('Z', ''),
    clientId: 'ferry',
    reviewResult: {
      reviewAnswer: 'RED',
      reviewRejectType: 'FINAL',
      rejectLabels: ['FORGERY'],
      moderationComment: 'We could not verify your document.',
    },
  });
  const digest = createHmac('sha256', SANDBOX_WEBHOOK_SECRET).update(body).digest('hex');
  const answer = await request.post('/api/webhooks/kyc/sumsub', {
    headers: {
      'Content-Type': 'application/json',
      'X-Payload-Digest': digest,
      'X-Payload-Digest-Alg': 'HMAC_SHA256_HEX',
    },
    data: body,
  });
  if (!answer.ok()) throw new Error(`the KYC webhook answered ${answer.status()}: ${await answer.text()}`);
}
