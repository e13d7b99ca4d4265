import {
  type MerchantWebhookAttempt,
  type MerchantWebhookDelivery,
  resendMerchantWebhookDelivery,
} from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { QueryList } from '../../../components/query-list';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { formatMoment } from '../../../lib/format-moment';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';
import { useWebhookDeliveries } from './webhook-queries';

function AttemptRow({ attempt }: { attempt: MerchantWebhookAttempt }) {
  const t = useTranslate();
  const isSuccess = attempt.status_code !== null && attempt.status_code >= 200 && attempt.status_code < 300;
  return (
    <tr data-attempt={attempt.attempt}>
      <th scope="row">
        {attempt.attempt}
        {attempt.is_resend ? <span className="ferry-tag">{t('webhooks.deliveries.resendTag')}</span> : null}
      </th>
      <td>{formatMoment(attempt.started_at)}</td>
      <td data-state={isSuccess ? 'delivered' : 'failed'}>
        {attempt.status_code ?? t('webhooks.deliveries.noAnswer', { error: attempt.error ?? '' })}
      </td>
      <td>{t('webhooks.deliveries.responseMs', { ms: attempt.response_ms })}</td>
      <td>{attempt.next_retry_at ? formatMoment(attempt.next_retry_at) : '—'}</td>
    </tr>
  );
}

interface DeliveryCardProps {
  delivery: MerchantWebhookDelivery;
  onResend(): void;
  isResending: boolean;
}

function DeliveryCard({ delivery, onResend, isResending }: DeliveryCardProps) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <article
      className="ferry-card ferry-webhook-delivery"
      aria-labelledby={headingId}
      data-delivery={delivery.id}
    >
      <header className="ferry-card-header">
        <h3 id={headingId} className="ferry-card-title">
          {delivery.event_type}
        </h3>
        <span className="ferry-tag" data-state={delivery.state}>
          {t(`webhooks.deliveries.states.${delivery.state}`)}
        </span>
      </header>
      <p className="ferry-field-hint">
        <code>{delivery.id}</code> · {formatMoment(delivery.created_at)}
      </p>
      {delivery.target_url ? (
        <p className="ferry-field-hint" data-target-url>
          {t('webhooks.deliveries.targetUrl')} <code>{delivery.target_url}</code>
        </p>
      ) : null}
      <div className="ferry-webhook-table-wrap">
        <table className="ferry-webhook-table">
          <thead>
            <tr>
              <th scope="col">{t('webhooks.deliveries.attempt')}</th>
              <th scope="col">{t('webhooks.deliveries.time')}</th>
              <th scope="col">{t('webhooks.deliveries.status')}</th>
              <th scope="col">{t('webhooks.deliveries.responseTime')}</th>
              <th scope="col">{t('webhooks.deliveries.nextRetry')}</th>
            </tr>
          </thead>
          <tbody>
            {delivery.attempts.map((attempt) => (
              <AttemptRow key={attempt.attempt} attempt={attempt} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="ferry-card-actions">
        <Button mode="bezeled" size="s" onClick={onResend} loading={isResending} disabled={isResending}>
          {t('webhooks.deliveries.resend')}
        </Button>
      </div>
    </article>
  );
}

/** The delivery log: each webhook with its attempts (status, response time, next retry) and Resend. */
export function WebhookDeliveriesSection({ apiKeyId }: { apiKeyId: string }) {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const profileId = useSession((state) => state.profileId);
  const { data: deliveries, error, isPending, refetch, isFetching } = useWebhookDeliveries(apiKeyId, true);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  async function resend(deliveryId: string) {
    setResendingId(deliveryId);
    setActionError(null);
    try {
      const updated = await api.call(resendMerchantWebhookDelivery, { params: { apiKeyId, deliveryId } });
      queryClient.setQueryData<MerchantWebhookDelivery[]>(
        queryKeys.webhookDeliveries(profileId, apiKeyId),
        (list) => list?.map((delivery) => (delivery.id === updated.id ? updated : delivery)),
      );
    } catch (failure) {
      setActionError(errorText(failure));
    } finally {
      setResendingId(null);
    }
  }

  const content = (
    <QueryList
      query={{ data: deliveries, isPending, error, isFetching, refetch }}
      errorTitle={t('webhooks.loadError')}
      empty={
        <StatePanel
          role="status"
          title={t('webhooks.deliveries.empty')}
          description={t('webhooks.deliveries.emptyDescription')}
        />
      }
    >
      {(rows) => (
        <div className="ferry-card-list">
          {rows.map((delivery) => (
            <DeliveryCard
              key={delivery.id}
              delivery={delivery}
              onResend={() => void resend(delivery.id)}
              isResending={resendingId === delivery.id}
            />
          ))}
        </div>
      )}
    </QueryList>
  );

  return (
    <section className="ferry-webhook-deliveries" aria-labelledby="ferry-webhook-deliveries-title">
      <header className="ferry-webhook-deliveries-header">
        <h2 id="ferry-webhook-deliveries-title" className="ferry-section-heading">
          {t('webhooks.deliveries.title')}
        </h2>
        <Button mode="plain" size="s" onClick={() => void refetch()} loading={isFetching && !isPending}>
          {t('webhooks.deliveries.refresh')}
        </Button>
      </header>
      <FormError message={actionError} />
      {content}
    </section>
  );
}
