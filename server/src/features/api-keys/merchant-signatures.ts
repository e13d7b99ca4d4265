import { DomainError } from '@ferry/shared/domain';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { MerchantAuthenticator } from '../../auth/merchant-authenticator';
import type { Schema } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import type { MerchantPrincipal } from '../../http/principal';
import { isPublicKeyShaped } from './api-key-credentials';
import { normalizeIp } from './ip-address';
import { NONCE_PATTERN } from './request-signature';
import type { SeenSignatures } from './seen-signatures';
import { proveRequestSignature } from './signature-schemes';

/** How far `Api-Timestamp` may be from the server clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;

/** `last_used_at` is written at most this often per key, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

const UNIX_SECONDS = /^\d{1,12}$/;

function unauthorized(reason: string): DomainError {
  return new DomainError('UNAUTHORIZED_REQUEST', { reason });
}

interface Dependencies {
  db: Kysely<Schema>;
  nowMs: () => number;
  seenSignatures: SeenSignatures;
}

/**
 * Proves a merchant's request: a live key, a timestamp within the window, a signature over the exact
 * request by the key's scheme (HMAC-SHA256 or Ed25519), a request not seen before, and a caller
 * address on the key's allow-list if it has one. "Not seen before": a request with `Api-Nonce` is a
 * replay only when the key used that nonce within the window, so two honest identical requests in
 * one second both pass with two nonces; one without keeps the first rule, its signature seen once.
 */
export function createMerchantAuthenticator(deps: Dependencies): Pick<MerchantAuthenticator, 'authenticate'> {
  const { db, nowMs } = deps;

  // Keys of deleted accounts are dead; blocked owners are told so after the signature is proved.
  const findKey = (publicKey: string) =>
    db
      .selectFrom('api_keys')
      .innerJoin('profiles', 'profiles.id', 'api_keys.profile_id')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .selectAll('api_keys')
      .select('users.status as owner_status')
      .where('api_keys.public_key', '=', publicKey)
      .where('api_keys.deleted_at', 'is', null)
      .where('users.status', '<>', 'deleted')
      .executeTakeFirst();

  async function touch(id: string, lastUsedAt: Date | null): Promise<void> {
    const now = nowMs();
    if (lastUsedAt && now - lastUsedAt.getTime() < LAST_USED_PRECISION_MS) return;
    await db
      .updateTable('api_keys')
      .set({ last_used_at: new Date(now) })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('last_used_at', 'is', null),
          eb('last_used_at', '<=', new Date(now - LAST_USED_PRECISION_MS)),
        ]),
      )
      .execute();
  }

  return {
    async authenticate(c: Context<AppEnv>): Promise<MerchantPrincipal> {
      const caller = c.get('caller');
      const publicKey = caller.apiKey;
      const timestamp = c.req.header('Api-Timestamp')?.trim();
      const signature = c.req.header('Api-Signature')?.trim();
      const nonce = c.req.header('Api-Nonce')?.trim();
      if (!publicKey || !timestamp || !signature) throw unauthorized('signature_headers_missing');
      if (!UNIX_SECONDS.test(timestamp)) throw unauthorized('timestamp_invalid');
      if (nonce !== undefined && !NONCE_PATTERN.test(nonce)) throw unauthorized('nonce_invalid');
      const timestampSeconds = Number(timestamp);
      if (Math.abs(nowMs() / 1000 - timestampSeconds) > SIGNATURE_WINDOW_SECONDS) {
        throw unauthorized('timestamp_outside_window');
      }
      const key = isPublicKeyShaped(publicKey) ? await findKey(publicKey) : undefined;
      if (!key) throw unauthorized('api_key_unknown');

      const url = new URL(c.req.url);
      const parts = {
        timestamp,
        method: c.req.method,
        pathWithQuery: `${url.pathname}${url.search}`,
        rawBody: await c.req.text(),
        ...(nonce === undefined ? {} : { nonce }),
      };
      const replayText = proveRequestSignature(key, parts, signature);
      if (replayText === undefined) throw unauthorized('signature_invalid');
      if (key.owner_status === 'blocked') throw new DomainError('USER_BLOCKED');
      if (key.ip_addresses.length > 0) {
        const ip = caller.ip === undefined ? undefined : normalizeIp(caller.ip);
        if (!ip || !key.ip_addresses.includes(ip))
          throw new DomainError('ACCESS_DENIED', { reason: 'ip_not_allowed' });
      }
      const keepUntilMs = (timestampSeconds + SIGNATURE_WINDOW_SECONDS + 1) * 1000;
      // The signature covers the nonce, so one nonce per key and window stands for the request.
      const seen = nonce === undefined ? replayText : `nonce:${key.id}:${nonce}`;
      if (!(await deps.seenSignatures.remember(seen, keepUntilMs)))
        throw unauthorized(nonce === undefined ? 'signature_replayed' : 'nonce_replayed');
      await touch(key.id, key.last_used_at);
      return {
        apiKeyId: key.id,
        profileId: key.profile_id,
        permissions: [...key.permissions],
        isTestMode: key.is_test_mode,
        isAdvanced: key.is_advanced,
      };
    },
  };
}
