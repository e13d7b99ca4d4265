import { useTranslate } from '../../../i18n/use-translate';
import { QUOTE_REFRESH_MS } from '../api/use-exchange-quote';
import { useQuoteCountdown } from '../hooks/use-quote-countdown';

const RADIUS = 7;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A thin ring and "Updates in 5 s": the quote's next refresh, quietly (not announced each second). */
export function QuoteCountdown({ pricedAt }: { pricedAt: number }) {
  const t = useTranslate();
  const seconds = useQuoteCountdown(pricedAt);
  if (seconds === null) return null;
  const share = seconds / (QUOTE_REFRESH_MS / 1_000);
  return (
    <p className="ferry-quote-countdown" data-testid="quote-countdown">
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" className="ferry-quote-ring">
        <circle cx="9" cy="9" r={RADIUS} className="ferry-quote-ring-track" />
        <circle
          cx="9"
          cy="9"
          r={RADIUS}
          className="ferry-quote-ring-fill"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        />
      </svg>
      <span>{t('exchange.form.updatesIn', { seconds })}</span>
    </p>
  );
}
