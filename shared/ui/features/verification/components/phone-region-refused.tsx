import { Button } from '@telegram-apps/telegram-ui';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';

/**
 * The phone's region is one Ferry cannot verify (spec 001 §5): another number or support are the
 * ways on, wherever the phone step runs (the profile, or a transaction waiting for it).
 */
export function PhoneRegionRefused({
  onOtherNumber,
  onContactSupport,
}: {
  onOtherNumber(): void;
  onContactSupport(): void;
}) {
  const t = useTranslate();
  return (
    <StatePanel
      role="alert"
      title={t('verification.phone.forbiddenTitle')}
      description={t('verification.phone.forbiddenDescription')}
      action={
        <div className="ferry-stacked-actions">
          <Button mode="filled" size="l" stretched onClick={onOtherNumber}>
            {t('verification.phone.otherNumber')}
          </Button>
          <Button mode="plain" size="m" stretched onClick={onContactSupport}>
            {t('verification.support')}
          </Button>
        </div>
      }
    />
  );
}
