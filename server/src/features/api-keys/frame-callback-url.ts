import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Outbound } from '../../http/outbound/outbound';

/**
 * A frame's callbackUrl (a signed URL's `callbackUrl`, a session's `callback_url`): held to the
 * rules of a webhook endpoint's URL (the outbound guard's), and signed with the key's webhook secret — a key without an
 * endpoint has no secret, so the URL is refused then rather than never called.
 */
export async function checkFrameCallbackUrl(
  db: Kysely<Schema>,
  outbound: Pick<Outbound, 'checkUrl'>,
  input: { apiKeyId: string; url: string; field: string },
): Promise<string> {
  const url = await outbound.checkUrl(input.url, input.field);
  const endpoint = await db
    .selectFrom('merchant_webhook_endpoints')
    .select('api_key_id')
    .where('api_key_id', '=', input.apiKeyId)
    .executeTakeFirst();
  if (!endpoint)
    throw new DomainError('VALIDATION_ERROR', {
      reason: 'callback_url_without_webhook_endpoint',
      issues: [{ path: input.field, code: 'custom', message: 'validation.url', key: 'validation.url' }],
    });
  return url;
}
