import type { ApiKey } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { CopyRow } from '../../../components/copy-row';
import { useTranslate } from '../../../i18n/use-translate';
import { formatMoment } from '../../../lib/format-moment';
import { API_MANAGEMENT_PATH } from '../../../shell/paths';
import { apiKeyLabels } from '../utils/api-key-labels';

interface ApiKeyCardProps {
  apiKey: ApiKey;
  onEdit(): void;
  onDelete(): void;
  onVerifyDomain(): void;
  isVerifying: boolean;
}

/**
 * One key: its name, type, public key with copy, how requests are signed (with the merchant's
 * Ed25519 public key, so the owner can tell key pairs apart), dates, the frame domain's state and actions.
 */
export function ApiKeyCard({ apiKey, onEdit, onDelete, onVerifyDomain, isVerifying }: ApiKeyCardProps) {
  const t = useTranslate();
  const headingId = useId();
  const navigate = useNavigate();
  const labels = apiKeyLabels(t);
  const canVerify = apiKey.domain !== null && apiKey.domain_status !== 'verified';
  return (
    <article className="ferry-card" aria-labelledby={headingId} data-api-key={apiKey.id}>
      <header className="ferry-card-header">
        <h3 id={headingId} className="ferry-card-title">
          {apiKey.name}
        </h3>
        <span className="ferry-tag">{labels.type(apiKey.type)}</span>
        {apiKey.is_test_mode ? (
          <span className="ferry-tag">{t('profile.apiKeys.fields.testMode')}</span>
        ) : null}
      </header>
      <dl className="ferry-details">
        <div>
          <dt>{t('profile.apiKeys.publicKey')}</dt>
          <dd className="ferry-details-code">
            <CopyRow
              value={<code>{apiKey.key}</code>}
              copyValue={apiKey.key}
              label={t('profile.apiKeys.copyKey')}
            />
          </dd>
        </div>
        <div>
          <dt>{t('profile.apiKeys.fields.signatureScheme')}</dt>
          <dd>{labels.signatureScheme(apiKey.signature_scheme)}</dd>
        </div>
        {apiKey.ed25519_public_key ? (
          <div>
            <dt>{t('profile.apiKeys.fields.ed25519PublicKey')}</dt>
            <dd className="ferry-details-code">
              <code>{apiKey.ed25519_public_key}</code>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('profile.apiKeys.created')}</dt>
          <dd>{formatMoment(apiKey.created_at)}</dd>
        </div>
        <div>
          <dt>{t('profile.apiKeys.lastUsed')}</dt>
          <dd>{apiKey.last_used_at ? formatMoment(apiKey.last_used_at) : t('profile.apiKeys.neverUsed')}</dd>
        </div>
        <div>
          <dt>{t('profile.apiKeys.fields.ipAddresses')}</dt>
          <dd>
            {apiKey.ip_addresses.length > 0 ? apiKey.ip_addresses.join(', ') : t('profile.apiKeys.anyIp')}
          </dd>
        </div>
        {apiKey.domain ? (
          <div>
            <dt>{t('profile.apiKeys.fields.domain')}</dt>
            <dd>
              {apiKey.domain}
              {apiKey.domain_status ? (
                <span className="ferry-tag" data-state={apiKey.domain_status}>
                  {labels.domainState(apiKey.domain_status)}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="ferry-card-actions">
        <Button mode="bezeled" size="s" onClick={onEdit}>
          {t('profile.apiKeys.edit')}
        </Button>
        <Button
          mode="bezeled"
          size="s"
          onClick={() => navigate(`${API_MANAGEMENT_PATH}/${apiKey.id}/webhooks`)}
        >
          {t('webhooks.open')}
        </Button>
        {canVerify ? (
          <Button mode="plain" size="s" onClick={onVerifyDomain} loading={isVerifying} disabled={isVerifying}>
            {t('profile.apiKeys.verifyDomain')}
          </Button>
        ) : null}
        <Button mode="plain" size="s" className="ferry-destructive-text" onClick={onDelete}>
          {t('profile.apiKeys.delete')}
        </Button>
      </div>
    </article>
  );
}
