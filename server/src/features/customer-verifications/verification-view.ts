import type { CustomerVerification } from '@ferry/shared/contracts';
import type { VerificationRow } from './customer-verifications.repo';

/** A document number is only ever shown by its last characters. */
function maskOf(last4: string | null): string | null {
  return last4 === null ? null : `••••${last4}`;
}

export function toVerificationView(row: VerificationRow): CustomerVerification {
  const hasPerson = row.first_name !== null || row.document_type !== null;
  return {
    id: row.id,
    external_customer_id: row.external_customer_id,
    status: row.status,
    level: row.level,
    source: row.source,
    reject_reason: row.reject_reason,
    person: hasPerson
      ? {
          first_name: row.first_name,
          last_name: row.last_name,
          date_of_birth: row.birth_date,
          country: row.country,
          document_type: row.document_type,
          document_number_masked: maskOf(row.document_number_last4),
        }
      : null,
    verified_at: row.verified_at?.toISOString() ?? null,
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    test_mode: row.is_test_mode,
  };
}
