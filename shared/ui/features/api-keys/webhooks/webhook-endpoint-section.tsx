import {
  type MerchantWebhookEndpoint,
  merchantWebhookUrlSchema,
  rotateMerchantWebhookSecret,
  setMerchantWebhook,
} from '@ferry/shared/contracts';
import { firstMessage } from '@ferry/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { formatMoment } from '../../../lib/format-moment';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';
import { WebhookSecretDialog } from './webhook-secret-dialog';

interface WebhookEndpointSectionProps {
  apiKeyId: string;
  endpoint: MerchantWebhookEndpoint | null;
}

/** The endpoint URL form and the secret rotation; a new secret opens the show-once dialog. */
export function WebhookEndpointSection({ apiKeyId, endpoint }: WebhookEndpointSectionProps) {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const profileId = useSession((state) => state.profileId);
  const [secret, setSecret] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isRotating, setIsRotating] = useState(false);
  const { register, handleSubmit, setError, formState, reset } = useForm<{ url: string }>({
    defaultValues: { url: endpoint?.url ?? '' },
  });

  const remember = (next: MerchantWebhookEndpoint) =>
    queryClient.setQueryData(queryKeys.webhook(profileId, apiKeyId), next);

  const save = handleSubmit(async ({ url }) => {
    setFormError(null);
    try {
      const answer = await api.call(setMerchantWebhook, { params: { apiKeyId }, body: { url } });
      remember(answer.endpoint);
      reset({ url: answer.endpoint.url });
      if (answer.secret) setSecret(answer.secret);
    } catch (failure) {
      const issue = readFieldIssues(failure).url;
      if (issue) setError('url', { message: t(issue.key, issue.params) });
      else setFormError(errorText(failure));
    }
  });

  async function rotate() {
    setIsRotating(true);
    setFormError(null);
    try {
      const answer = await api.call(rotateMerchantWebhookSecret, { params: { apiKeyId } });
      remember(answer.endpoint);
      setSecret(answer.secret);
    } catch (failure) {
      setFormError(errorText(failure));
    } finally {
      setIsRotating(false);
    }
  }

  return (
    <section className="ferry-card ferry-webhook-endpoint">
      <form onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={t('webhooks.endpoint.url')}
          hint={t('webhooks.endpoint.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={formState.errors.url?.message ?? null}
          {...register('url', {
            validate: (value) => {
              const message = firstMessage(merchantWebhookUrlSchema.safeParse(value));
              return message ? t(message.key, message.params) : true;
            },
          })}
        />
        <FormError message={formError} />
        <div className="ferry-card-actions">
          <Button
            mode="filled"
            size="s"
            type="submit"
            loading={formState.isSubmitting}
            disabled={formState.isSubmitting || !formState.isDirty}
          >
            {t('webhooks.endpoint.save')}
          </Button>
          {endpoint ? (
            <Button mode="bezeled" size="s" type="button" onClick={() => void rotate()} loading={isRotating}>
              {t('webhooks.secret.rotate')}
            </Button>
          ) : null}
        </div>
      </form>
      {endpoint ? <p className="ferry-field-hint">{t('webhooks.secret.rotateHint')}</p> : null}
      {endpoint?.previous_secret_until ? (
        <p className="ferry-field-hint" role="status">
          {t('webhooks.secret.overlapUntil', { moment: formatMoment(endpoint.previous_secret_until) })}
        </p>
      ) : null}
      {secret ? <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} /> : null}
    </section>
  );
}
