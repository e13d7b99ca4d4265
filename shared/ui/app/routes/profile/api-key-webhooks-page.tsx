import { useParams } from 'react-router';
import { ApiKeyWebhooksScreen } from '../../../features/api-keys/webhooks/api-key-webhooks-screen';

/** `/profile/api-management/:apiKeyId/webhooks`: one key's webhook endpoint and delivery log. */
export function ApiKeyWebhooksPage() {
  const { apiKeyId = '' } = useParams();
  return <ApiKeyWebhooksScreen key={apiKeyId} apiKeyId={apiKeyId} />;
}
