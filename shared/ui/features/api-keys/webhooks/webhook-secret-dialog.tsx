import { Button } from '@telegram-apps/telegram-ui';
import { CopyRow } from '../../../components/copy-row';
import { Dialog } from '../../../components/dialog';
import { useTranslate } from '../../../i18n/use-translate';

/** The signing secret, this once: the server never shows it again. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose(): void }) {
  const t = useTranslate();
  return (
    <Dialog
      title={t('webhooks.secret.title')}
      description={<strong>{t('webhooks.secret.warning')}</strong>}
      onClose={onClose}
      actions={
        <Button mode="filled" size="m" type="button" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      }
    >
      <div className="ferry-secret">
        <p className="ferry-field-label ferry-secret-label">{t('webhooks.secret.label')}</p>
        <CopyRow
          value={
            <code className="ferry-secret-value" data-testid="webhook-secret">
              {secret}
            </code>
          }
          copyValue={secret}
          label={t('webhooks.secret.copy')}
        />
      </div>
    </Dialog>
  );
}
