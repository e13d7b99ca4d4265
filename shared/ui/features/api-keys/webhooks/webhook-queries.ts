import {
  getMerchantWebhook,
  listMerchantWebhookDeliveries,
  type MerchantWebhookDelivery,
  type MerchantWebhookEndpoint,
} from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { useSession } from '../../../shell/session/session-context';

/** Keys belong to a profile, so the chosen profile is part of the cache key. */
export function webhookQueryKey(profileId: string | null, apiKeyId: string) {
  return ['api-keys', profileId, apiKeyId, 'webhook'] as const;
}

export function webhookDeliveriesQueryKey(profileId: string | null, apiKeyId: string) {
  return ['api-keys', profileId, apiKeyId, 'webhook', 'deliveries'] as const;
}

export function useMerchantWebhook(apiKeyId: string) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery(
    queryOptions<MerchantWebhookEndpoint | null>({
      queryKey: webhookQueryKey(profileId, apiKeyId),
      queryFn: async ({ signal }) =>
        (await api.call(getMerchantWebhook, { params: { apiKeyId }, signal })).endpoint,
    }),
  );
}

export function useWebhookDeliveries(apiKeyId: string, isEnabled: boolean) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery(
    queryOptions<MerchantWebhookDelivery[]>({
      queryKey: webhookDeliveriesQueryKey(profileId, apiKeyId),
      queryFn: async ({ signal }) =>
        (await api.call(listMerchantWebhookDeliveries, { params: { apiKeyId }, signal })).deliveries,
      enabled: isEnabled,
    }),
  );
}
