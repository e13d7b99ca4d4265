import type { APIRequestContext } from '@playwright/test';
import { signedMerchantCall, type WidgetKey } from './merchant-site';

const SWITCHES = ['customer_verification_check', 'customer_verification_initialize'];

/** A test-mode exchanger key allowed to start and check its customers' verifications. */
export async function createVerifyingKey(
  request: APIRequestContext,
  accessToken: string,
): Promise<WidgetKey> {
  const created = await request.post('/api/client/v1/api-keys', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { name: `KYC shop ${Date.now()}`, type: 'exchanger', permissions: SWITCHES, is_test_mode: true },
  });
  if (!created.ok()) throw new Error(`key not created: ${created.status()} ${await created.text()}`);
  const answer = (await created.json()) as { api_key: { id: string; key: string }; secret: string };
  return { id: answer.api_key.id, key: answer.api_key.key, secret: answer.secret };
}

/** The merchant's server starts a verification; the answer's `url` is where the customer goes. */
export async function initializeVerification(
  request: APIRequestContext,
  key: WidgetKey,
  externalCustomerId: string,
  level: 'identity' | 'identity_and_address' = 'identity',
): Promise<{ url: string; verification: { id: string; status: string } }> {
  const answer = await signedMerchantCall(
    request,
    key,
    'POST',
    '/api/widget/v1/customer-verifications',
    JSON.stringify({ external_customer_id: externalCustomerId, level }),
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  if (!answer.ok()) throw new Error(`verification not started: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { url: string; verification: { id: string; status: string } };
}

let lastCheckSecond = 0;

/**
 * The merchant's check call: the customer's status as its server reads it. The same signed GET in
 * the same second would be a replayed signature, so a second check waits for the next second.
 */
export async function checkVerification(
  request: APIRequestContext,
  key: WidgetKey,
  externalCustomerId: string,
) {
  while (Math.floor(Date.now() / 1000) === lastCheckSecond)
    await new Promise((resolve) => setTimeout(resolve, 100));
  lastCheckSecond = Math.floor(Date.now() / 1000);
  const answer = await signedMerchantCall(
    request,
    key,
    'GET',
    `/api/widget/v1/customers/${encodeURIComponent(externalCustomerId)}/verification`,
  );
  if (!answer.ok()) throw new Error(`check failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { status: string; verification: { source: string } | null };
}

/** A stand-in for a photo: the sandbox page only reads the chosen file's name. */
export const FAKE_PHOTO = {
  name: 'passport.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('not a real photo'),
};
export const FAKE_SELFIE = {
  name: 'selfie.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('not a real selfie'),
};
