import { useTranslate } from '../../../i18n/use-translate';
import { formatMoment } from '../../../lib/format-moment';
import { useCountdown } from '../../../lib/use-countdown';

const DAY_SECONDS = 24 * 60 * 60;

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
  // Days away, a running clock says little: the date and time say when.
  if (secondsLeft > DAY_SECONDS)
    return <p className="ferry-tx-expiry">{t('transactions.payBy', { when: formatMoment(expiresAt) })}</p>;
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
