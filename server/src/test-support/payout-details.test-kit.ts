import type { LoginResponse } from '@ferry/shared/contracts';
import { createPayoutDetailsCheck } from '../features/withdrawals/payout-details-check';
import type { RequisiteKind } from '../features/withdrawals/withdrawals.schema';
import { readSentCode } from './account.test-kit';
import { bearer, type TestApp } from './test-app';

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; details?: unknown } };
}

/** Whether an answer asks for the one-time confirmation of new payout details. */
export function asksToConfirmDetails(result: Answer): boolean {
  const details = result.body.error?.details as { scope?: unknown } | undefined;
  return result.body.error?.code === 'AUTH_2FA_REQUIRED' && details?.scope === 'payout_details';
}

/**
 * Payout details the profile's owner confirmed before, for tests about what
 * happens after a payout is taken (refusals, choices, webhooks). The confirmation itself is tested
 * through the API in features/withdrawals/payout-details-confirmation.test.ts.
 */
export async function givenConfirmedDetails(
  testApp: TestApp,
  profileId: string,
  details: { kind: RequisiteKind; destination: string; network?: string | null; memo?: string | null },
): Promise<void> {
  const { db, sealing, nowMs } = testApp.context;
  const owner = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
  await createPayoutDetailsCheck({ sealing, nowMs }).record(db, {
    profileId,
    userId: owner.user_id,
    details: { network: null, memo: null, ...details },
    method: 'email',
  });
}

/**
 * Confirms the details a refusal names as the user would: asks for the code, reads it from the
 * sandbox outbox at the user's address, and sends it back (client base).
 */
export async function confirmDetailsOf(
  testApp: TestApp,
  login: Pick<LoginResponse, 'access_token' | 'email'>,
  refusal: Answer,
): Promise<void> {
  const token = (refusal.body.error?.details as { details_token?: string } | undefined)?.details_token;
  if (!token || !login.email)
    throw new Error(`Not a refusal to confirm by mail: ${JSON.stringify(refusal.body)}`);
  const post = async (path: string, body: unknown): Promise<Answer> => {
    const response = await testApp.app.request(`/api/client/v1/${path}`, {
      method: 'POST',
      headers: bearer(login, { 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const asked = await post('withdrawals/confirmations', { details_token: token });
  if (asked.status !== 200) throw new Error(`confirmations answered ${JSON.stringify(asked.body)}`);
  if (asked.body.status === 'confirmed') return;
  const code = await readSentCode(testApp.context, login.email.toLowerCase());
  const confirmed = await post('withdrawals/confirmations/confirm', { details_token: token, code });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${JSON.stringify(confirmed.body)}`);
}
