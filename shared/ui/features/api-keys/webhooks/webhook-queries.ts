import {
  getMerchantWebhook,
  listMerchantWebhookDeliveries,
  type MerchantWebhookDelivery,
  type MerchantWebhookEndpoint,
} from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

export function useMerchantWebhook(apiKeyId: string) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery(
    queryOptions<MerchantWebhookEndpoint | null>({
      queryKey: queryKeys.webhook(profileId, apiKeyId),
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
      queryKey: queryKeys.webhookDeliveries(profileId, apiKeyId),
      queryFn: async ({ signal }) =>
        (await api.call(listMerchantWebhookDeliveries, { params: { apiKeyId }, signal })).deliveries,
      enabled: isEnabled,
    }),
  );
}
