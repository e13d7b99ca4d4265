import type { MerchantCredentials } from './api-keys.test-support';
import type { TestApp } from './test-app';

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
