import { Button } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { usePayoutBiometry } from '../../../shell/use-payout-biometry';

/**
 * Mini-app security: "Confirm payouts with Face ID or fingerprint". Turning it on asks Telegram
 * for biometric access and keeps a token behind it; after a denial Telegram will not ask again,
 * so the switch offers its settings instead.
 */
export function PayoutBiometrySwitch() {
  const t = useTranslate();
  const id = useId();
  const { haptics } = usePlatform();
  const biometry = usePayoutBiometry();
  const [isBusy, setBusy] = useState(false);
  const [isDenied, setDenied] = useState(false);
  if (!biometry.isSupported) return null;

  async function toggle(isOn: boolean) {
    setBusy(true);
    try {
      if (!isOn) {
        await biometry.disable();
        haptics.selectionChanged();
        notify.info(t('profile.biometry.off'));
        return;
      }
      const outcome = await biometry.enable(t('profile.biometry.reason'));
      setDenied(outcome === 'denied');
      if (outcome === 'enabled') {
        haptics.notificationOccurred('success');
        notify.success(t('profile.biometry.on'));
        return;
      }
      haptics.notificationOccurred('error');
      if (outcome === 'unavailable') notify.error(t('profile.biometry.unavailable'));
      if (outcome === 'failed') notify.error(t('profile.biometry.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ferry-biometry-switch">
      <label className="ferry-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={biometry.isEnabled}
          checked={biometry.isEnabled}
          disabled={isBusy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{t('profile.biometry.title')}</span>
      </label>
      <p id={`${id}-hint`} className="ferry-field-hint">
        {t('profile.biometry.hint')}
      </p>
      {isDenied ? (
        <div role="alert" className="ferry-biometry-denied">
          <p>{t('profile.biometry.denied')}</p>
          <Button mode="gray" size="s" type="button" onClick={biometry.openSettings}>
            {t('profile.biometry.openSettings')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
