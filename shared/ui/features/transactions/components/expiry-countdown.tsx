import { useTranslate } from '../../../i18n/use-translate';
import { useCountdown } from '../../../lib/use-countdown';

function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** Time left to pay an order that expires; the figure is not announced every second. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const t = useTranslate();
  const secondsLeft = useCountdown(Date.parse(expiresAt));
  return (
    <p className="ferry-tx-expiry">
      {secondsLeft > 0 ? (
        <>
          {t('transactions.expiresIn')} <span className="ferry-money">{clock(secondsLeft)}</span>
        </>
      ) : (
        t('transactions.expired')
      )}
    </p>
  );
}
