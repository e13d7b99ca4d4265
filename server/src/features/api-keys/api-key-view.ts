import type { ApiKey } from '@ferry/shared/contracts';
import type { Selectable } from 'kysely';
import type { ApiKeysTable } from '../../db/schema';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** A key as the API shows it: never the secret, never its hash. */
export function viewApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    key: row.public_key,
    permissions: [...row.permissions],
    ip_addresses: [...row.ip_addresses],
    domain: row.domain,
    domain_status: row.domain_status,
    is_test_mode: row.is_test_mode,
    is_advanced: row.is_advanced,
    is_white_label: row.is_white_label,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at === null ? null : row.last_used_at.toISOString(),
    signature_scheme: row.signature_scheme,
    ed25519_public_key: row.ed25519_public_key,
  };
}
