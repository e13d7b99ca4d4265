import type { QuoteView } from '@ferry/shared/contracts';
import { formatRate } from '@ferry/shared/domain';
import { AmountSummary, type AmountSummaryRow } from '../../../components/money/amount-summary';
import { MoneyText } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useCountdown } from '../../../lib/use-countdown';
import { CONVERT_QUOTE_REFRESH_MS } from '../api/convert-queries';

interface ConvertQuoteLinesProps {
  quote: QuoteView;
  /** When the price on screen was asked (the next one comes 8 s later). */
  pricedAtMs: number;
  isRefreshing: boolean;
  withAmounts?: boolean;
}

/** Rate, fee and limits of a quote, with a quiet countdown to the next price. */
export function ConvertQuoteLines({
  quote,
  pricedAtMs,
  isRefreshing,
  withAmounts = false,
}: ConvertQuoteLinesProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const secondsLeft = useCountdown(pricedAtMs + CONVERT_QUOTE_REFRESH_MS);
  const limits = quote.limits.from;
  const rows: AmountSummaryRow[] = [];
  if (withAmounts) {
    rows.push({
      label: t('withdraw.convert.youConvert', { currency: quote.from_currency }),
      value: <MoneyText amount={quote.from_amount} currency={quote.from_currency} />,
    });
  }
  rows.push(
    {
      label: t('withdraw.convert.rate'),
      value: `1 ${quote.from_currency} = ${formatRate(quote.rate, language)} ${quote.to_currency}`,
    },
    {
      label: t('withdraw.convert.fee'),
      value: <MoneyText amount={quote.fee} currency={quote.fee_currency} />,
    },
  );
  if (limits.min || limits.max)
    rows.push({
      label: t('withdraw.convert.limits'),
      value: (
        <span>
          {limits.min ? <MoneyText amount={limits.min} currency={limits.currency} /> : '0'}
          {' – '}
          {limits.max ? <MoneyText amount={limits.max} currency={limits.currency} /> : '∞'}
        </span>
      ),
    });
  if (withAmounts)
    rows.push({
      label: t('withdraw.convert.youGet', { currency: quote.to_currency }),
      value: <MoneyText amount={quote.to_amount} currency={quote.to_currency} />,
      isStrong: true,
    });
  return (
    <>
      <AmountSummary rows={rows} label={t('withdraw.confirm.summary')} />
      <p className="ferry-field-hint ferry-convert-countdown" aria-live="off">
        {isRefreshing || secondsLeft === 0
          ? t('withdraw.convert.refreshing')
          : t('withdraw.convert.refreshIn', { seconds: secondsLeft })}
      </p>
    </>
  );
}
