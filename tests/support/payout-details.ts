import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { mailCount, readCode } from './accounts';
import { signInitData } from './telegram-mock';

const API = '/api/client/v1';

/**
 * Payout details never used before are confirmed once before money goes to them: the withdrawal answers
 * 403 AUTH_2FA_REQUIRED with `scope: "payout_details"` and a `details_token`; the code mailed to
 * the account (sandbox outbox) or, for a Telegram account without mail, the mini-app's signed init
 * data confirms them; the same request is then sent again.
 */
interface DetailsDemand {
  scope: 'payout_details';
  channel: 'email' | 'telegram';
  details_token: string;
}

async function demandOf(answer: APIResponse): Promise<DetailsDemand | null> {
  if (answer.status() !== 403) return null;
  const body = (await answer.json()) as { error?: { code?: string; details?: Partial<DetailsDemand> } };
  const details = body.error?.details;
  return body.error?.code === 'AUTH_2FA_REQUIRED' && details?.scope === 'payout_details'
    ? (details as DetailsDemand)
    : null;
}

/** Confirms the details of a demand by API, as the account's owner would. */
export async function confirmDetailsByApi(
  request: APIRequestContext,
  accessToken: string,
  demand: DetailsDemand,
): Promise<void> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const user = (await (await request.get(`${API}/user`, { headers })).json()) as {
    email: string | null;
    tg_id: number | null;
  };
  const seen = user.email ? await mailCount(request, user.email) : 0;
  const asked = await request.post(`${API}/withdrawals/confirmations`, {
    headers,
    data: { details_token: demand.details_token },
  });
  if (!asked.ok()) throw new Error(`confirmations answered ${asked.status()}: ${await asked.text()}`);
  const state = (await asked.json()) as { status: string };
  if (state.status === 'confirmed') return;
  const proof =
    state.status === 'telegram'
      ? { init_data: signInitData({ userId: user.tg_id ?? undefined }) }
      : { code: await readCode(request, user.email ?? '', seen) };
  const confirmed = await request.post(`${API}/withdrawals/confirmations/confirm`, {
    headers,
    data: { details_token: demand.details_token, ...proof },
  });
  if (!confirmed.ok()) throw new Error(`confirm answered ${confirmed.status()}: ${await confirmed.text()}`);
}

/** `POST withdrawals` (one idempotency key), confirming new details first when asked. */
export async function postWithdrawal(
  request: APIRequestContext,
  accessToken: string,
  data: unknown,
): Promise<APIResponse> {
  const headers = { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': `e2e-${crypto.randomUUID()}` };
  const first = await request.post(`${API}/withdrawals`, { headers, data });
  const demand = await demandOf(first);
  if (!demand) return first;
  await confirmDetailsByApi(request, accessToken, demand);
  return request.post(`${API}/withdrawals`, { headers, data });
}

export const CONFIRM_DIALOG = 'Confirm new payout details';

/**
 * Answers the confirmation dialog with the code mailed to `email`; `seenCount` is the number of
 * mails the address had before the payout was sent (`mailCount`), so the new code is the one read.
 */
export async function confirmDetailsByMail(
  page: Page,
  request: APIRequestContext,
  email: string,
  seenCount: number,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(/We sent a code to/)).toBeVisible();
  await dialog.getByLabel('Code from the email').fill(await readCode(request, email, seenCount));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/** Answers the confirmation dialog of a Telegram account (mini-app): its signed launch data. */
export async function confirmDetailsByTelegram(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Confirm with Telegram' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}
