import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { CustomerPorts } from './customer-ports';
import type { VerificationRow } from './customer-verifications.repo';

/**
 * Makes an accepted verification the customer's identity verification (their default profile's),
 * naming who verified: the KYC provider, or `merchant` for a result the merchant handed over. A
 * verification already complete is left as it is: a later, weaker source never replaces it.
 */
export async function applyToCustomerIdentity(
  db: Kysely<Schema>,
  identities: CustomerPorts['identities'],
  row: VerificationRow,
  at: Date,
): Promise<void> {
  const profile = await db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', row.user_id)
    .where('is_default', '=', true)
    .executeTakeFirst();
  if (!profile) return;
  const current = await identities.find(profile.id);
  if (current?.status === 'COMPLETED') return;
  const fullName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  await identities.record({
    profileId: profile.id,
    status: 'COMPLETED',
    provider: row.source === 'merchant' ? 'merchant' : (row.provider ?? 'unknown'),
    providerRef: row.id,
    fullName: fullName || null,
    at,
  });
}
