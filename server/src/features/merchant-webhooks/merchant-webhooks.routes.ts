import {
  getMerchantWebhook,
  listMerchantWebhookDeliveries,
  resendMerchantWebhookDelivery,
  rotateMerchantWebhookSecret,
  setMerchantWebhook,
} from '@ferry/shared/contracts';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import { profileOf } from '../../http/profile-of';
import type { MerchantWebhooksService } from './merchant-webhooks.service';

/** `api-keys/:apiKeyId/webhook…` on the client base: the endpoint, its secret, the delivery log. */
export function createMerchantWebhooksRoutes(service: MerchantWebhooksService): EndpointRoute[] {
  // The guard checked the key belongs to the caller's profile; profileOf insists on a profile.
  const keyOf = (input: Parameters<typeof profileOf>[0] & { params: Record<string, string> }) => {
    profileOf(input);
    return input.params.apiKeyId ?? '';
  };
  return [
    defineRoute(getMerchantWebhook, (input) => service.get(keyOf(input))),
    defineRoute(setMerchantWebhook, (input) => service.set(keyOf(input), input.body.url)),
    defineRoute(rotateMerchantWebhookSecret, (input) => service.rotate(keyOf(input))),
    defineRoute(listMerchantWebhookDeliveries, (input) => service.list(keyOf(input))),
    defineRoute(resendMerchantWebhookDelivery, (input) =>
      service.resend(keyOf(input), input.params.deliveryId ?? ''),
    ),
  ];
}
