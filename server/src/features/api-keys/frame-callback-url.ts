import { DomainError } from '@ferry/shared/domain';
import type { Outbound } from '../../http/outbound/outbound';
import type { MerchantWebhookPorts } from '../../webhooks/merchant-webhook-ports';

/** What checking a frame's callbackUrl asks: the outbound guard, and the merchant webhooks' endpoints. */
export interface FrameCallbackUrlDeps {
  outbound: Pick<Outbound, 'checkUrl'>;
  webhookEndpoints: Pick<MerchantWebhookPorts, 'hasEndpoint'>;
}

/**
 * A frame's callbackUrl (a signed URL's `callbackUrl`, a session's `callback_url`): held to the
 * rules of a webhook endpoint's URL (the outbound guard's), and signed with the key's webhook secret — a key without an
 * endpoint has no secret, so the URL is refused then rather than never called.
 */
export async function checkFrameCallbackUrl(
  deps: FrameCallbackUrlDeps,
  input: { apiKeyId: string; url: string; field: string },
): Promise<string> {
  const url = await deps.outbound.checkUrl(input.url, input.field);
  if (!(await deps.webhookEndpoints.hasEndpoint(input.apiKeyId)))
    throw new DomainError('VALIDATION_ERROR', {
      reason: 'callback_url_without_webhook_endpoint',
      issues: [{ path: input.field, code: 'custom', message: 'validation.url', key: 'validation.url' }],
    });
  return url;
}
