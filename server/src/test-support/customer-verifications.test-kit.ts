import { DomainError } from '@ferry/shared/domain';
import { loadOrCreateServerSecret } from '../auth/server-secrets';
import { createCustomerVerificationsRepo } from '../features/customer-verifications/customer-verifications.repo';
import { applyProviderReview } from '../features/customer-verifications/provider-reviews';
import { SANDBOX_PERSON, toKycPerson } from '../features/customer-verifications/sandbox-person';
import { toVerificationView } from '../features/customer-verifications/verification-view';
import { createMerchantWebhookPorts } from '../features/merchant-webhooks/merchant-webhook-ports';
import type { KycReview } from '../providers/kyc/kyc-provider';
import type { MerchantCredentials } from './api-keys.test-kit';
import type { TestApp } from './test-app';

const STATUS_OF_CODE: Record<string, number> = { NOT_FOUND: 404, CONFLICT_ERROR: 409 };

/**
 * What a live KYC provider's webhook says about a verification, as the server applies it. The
 * sandbox's dev route and page act on test-mode keys' customers only, so a live key's verification
 * is moved in tests the way a real provider moves it. Answers like the dev route: the view, or the
 * error's status and code.
 */
export async function reviewAsLiveProvider(
  testApp: TestApp,
  id: string,
  body: { review: KycReview['outcome']; reason?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { db, nowMs } = testApp.context;
  const reason = body.reason ?? 'PROVIDER_REVIEW';
  const review: KycReview =
    body.review === 'approved'
      ? { outcome: 'approved', person: toKycPerson(SANDBOX_PERSON) }
      : body.review === 'rejected'
        ? { outcome: 'rejected', reason, isFinal: false }
        : body.review === 'retry'
          ? { outcome: 'retry', reason }
          : { outcome: 'submitted' };
  const deps = {
    repo: createCustomerVerificationsRepo(db, createMerchantWebhookPorts(db)),
    loadDocumentKey: async () => Buffer.from(await loadOrCreateServerSecret(db, 'kyc_document_key'), 'hex'),
    nowMs,
  };
  try {
    const row = await applyProviderReview(deps, id, review);
    return { status: 200, body: toVerificationView(row) as unknown as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: STATUS_OF_CODE[error.code] ?? 400, body: { error: { code: error.code } } };
  }
}

let seeded = 0;

/**
 * A verification of one of the key's customers, written straight to the database so a test can
 * act on it with a key that holds only the switch under test. The customer is made too.
 */
export async function seedCustomerVerification(
  testApp: TestApp,
  credentials: MerchantCredentials,
  status: 'INIT' | 'COMPLETED',
): Promise<{ id: string; externalCustomerId: string }> {
  const { db, users, nowMs } = testApp.context;
  const key = await db
    .selectFrom('api_keys')
    .select(['id', 'is_test_mode'])
    .where('public_key', '=', credentials.key)
    .executeTakeFirstOrThrow();
  seeded += 1;
  const externalCustomerId = `seeded-customer-${seeded}`;
  const user = await users.create({ email: null, residenceCountry: null }, db);
  await db
    .insertInto('merchant_customers')
    .values({ api_key_id: key.id, external_customer_id: externalCustomerId, user_id: user.id })
    .execute();
  const at = new Date(nowMs());
  const isCompleted = status === 'COMPLETED';
  const row = await db
    .insertInto('customer_verifications')
    .values({
      api_key_id: key.id,
      external_customer_id: externalCustomerId,
      user_id: user.id,
      is_test_mode: key.is_test_mode,
      source: isCompleted ? 'merchant' : 'provider',
      level: 'identity',
      status,
      provider: isCompleted ? null : 'sandbox-kyc',
      provider_ref: isCompleted ? null : `sbx_seeded_${seeded}_${at.getTime()}`,
      first_name: isCompleted ? 'Sandy' : null,
      last_name: isCompleted ? 'Box' : null,
      verified_at: isCompleted ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, externalCustomerId };
}
