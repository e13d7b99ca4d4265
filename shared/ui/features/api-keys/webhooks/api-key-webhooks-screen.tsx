import './webhooks.css';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useTranslate } from '../../../i18n/use-translate';
import { WebhookDeliveriesSection } from './webhook-deliveries-section';
import { WebhookEndpointSection } from './webhook-endpoint-section';
import { useMerchantWebhook } from './webhook-queries';

/** One key's webhooks: where they go, the signing secret's rotation, and the delivery log. */
export function ApiKeyWebhooksScreen({ apiKeyId }: { apiKeyId: string }) {
  const t = useTranslate();
  const { data: endpoint, error, isPending, refetch, isFetching } = useMerchantWebhook(apiKeyId);
  if (isPending) return <LoadingState />;
  if (endpoint === undefined) {
    return <QueryErrorState query={{ error, isFetching, refetch }} title={t('webhooks.loadError')} />;
  }
  return (
    <div className="ferry-api-key-webhooks">
      <p className="ferry-form-lead">{t('webhooks.lead')}</p>
      <WebhookEndpointSection apiKeyId={apiKeyId} endpoint={endpoint} />
      {endpoint ? <WebhookDeliveriesSection apiKeyId={apiKeyId} /> : null}
    </div>
  );
}
