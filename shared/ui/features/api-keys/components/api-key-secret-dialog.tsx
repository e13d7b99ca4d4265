import type { ApiKeySignatureScheme } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { CopyRow } from '../../../components/copy-row';
import { Dialog } from '../../../components/dialog';
import { useTranslate } from '../../../i18n/use-translate';

interface ApiKeySecretDialogProps {
  name: string;
  publicKey: string;
  secret: string;
  signatureScheme: ApiKeySignatureScheme;
  onClose(): void;
}

/**
 * The secret, this once: only its hash is stored, so closing this is the last chance to copy it.
 * An Ed25519 key's requests are signed with the merchant's own private key, so its secret is
 * named for what it still does: checking Ferry's callbacks.
 */
export function ApiKeySecretDialog({
  name,
  publicKey,
  secret,
  signatureScheme,
  onClose,
}: ApiKeySecretDialogProps) {
  const t = useTranslate();
  const isEd25519 = signatureScheme === 'ed25519';
  return (
    <Dialog
      title={t('profile.apiKeys.secret.title', { name })}
      description={
        <strong>
          {t(isEd25519 ? 'profile.apiKeys.secret.callbackWarning' : 'profile.apiKeys.secret.warning')}
        </strong>
      }
      onClose={onClose}
      actions={
        <Button mode="filled" size="m" type="button" onClick={onClose}>
          {t('profile.apiKeys.secret.done')}
        </Button>
      }
    >
      <div className="ferry-secret">
        <p className="ferry-field-label ferry-secret-label">{t('profile.apiKeys.publicKey')}</p>
        <code className="ferry-secret-value">{publicKey}</code>
      </div>
      <div className="ferry-secret">
        <p className="ferry-field-label ferry-secret-label">
          {' '}
          {t(isEd25519 ? 'profile.apiKeys.secret.callbackLabel' : 'profile.apiKeys.secret.label')}
        </p>
        <CopyRow
          value={
            <code className="ferry-secret-value" data-testid="api-key-secret">
              {secret}
            </code>
          }
          copyValue={secret}
          label={t('profile.apiKeys.secret.copy')}
        />
      </div>
    </Dialog>
  );
}
