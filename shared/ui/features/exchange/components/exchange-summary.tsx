import { decimalToMinor, findCurrency, formatRate, minorToDecimal } from '@ferry/shared/domain';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import type { useExchangeQuote } from '../api/use-exchange-quote';
import { formatDecimalMoney } from '../lib/exchange-format';
import type { CardChoice } from '../stores/exchange-card-store';
import type { useExchangePairStore } from '../stores/exchange-pair-store';

const PAYWAY_LABEL: Record<string, Parameters<ReturnType<typeof useTranslate>>[0]> = {
  card: 'exchange.payway.card',
  sepa: 'exchange.payway.sepa',
  iban: 'exchange.payway.iban',
  uaiban: 'exchange.payway.uaiban',
  blik: 'exchange.payway.blik',
  monobank: 'exchange.payway.monobank',
  crypto: 'exchange.payway.crypto',
  balance: 'exchange.payway.balance',
};

function Line({
  label,
  children,
  testId,
  isPart = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** One part of the fee line above it. */
  isPart?: boolean;
}) {
  return (
    <div className={isPart ? 'ferry-quote-line ferry-quote-line-part' : 'ferry-quote-line'}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** `a − b` of two wire decimals of one currency, as a wire decimal. */
function subtractDecimal(a: string, b: string, code: string): string {
  const scale = findCurrency(code)?.scale ?? 18;
  return minorToDecimal((decimalToMinor(a, scale) ?? 0n) - (decimalToMinor(b, scale) ?? 0n), scale);
}

const isZero = (text: string) => /^0(\.0*)?$/.test(text);

/** A price of the exchange, as the server quoted it. */
export type PricedExchange = NonNullable<ReturnType<typeof useExchangeQuote>['data']>;

type ExchangeDraft = ReturnType<typeof useExchangePairStore.getState>;

/** What is paid and got, the rate, every fee, how it is paid and where it goes. */
export function ExchangeSummary({
  priced,
  draft,
  card,
}: {
  priced: PricedExchange;
  draft: Pick<ExchangeDraft, 'fromPayway' | 'toPayway' | 'toNetwork' | 'requisite'>;
  card: CardChoice | null;
}) {
  const t = useTranslate();
  const { language } = useLanguage();
  const payLabel = PAYWAY_LABEL[draft.fromPayway ?? ''];
  // The payout's own fee; the chain's part of it shows on its own line.
  const payoutFee = subtractDecimal(priced.to_fee, priced.network_fee, priced.to_currency);
  const getLabel = PAYWAY_LABEL[draft.toPayway ?? ''];
  return (
    <dl className="ferry-quote-lines ferry-confirm-summary" data-testid="exchange-summary">
      <Line label={t('exchange.confirm.pay')} testId="confirm-pay">
        {formatDecimalMoney(priced.from_amount, priced.from_currency, language)}
      </Line>
      <Line label={t('exchange.confirm.get')} testId="confirm-get">
        {formatDecimalMoney(priced.to_amount, priced.to_currency, language)}
      </Line>
      <Line label={t('exchange.form.rate')}>
        {t('exchange.quote.rate', {
          from: priced.from_currency,
          to: priced.to_currency,
          rate: formatRate(priced.rate, language),
        })}
      </Line>
      {/* Every fee of the path, as the quote priced it and the transaction books it. */}
      <Line label={t('exchange.form.fee')} testId="confirm-fee">
        {formatDecimalMoney(priced.fee, priced.fee_currency, language)}
      </Line>
      {!isZero(priced.payin_fee) ? (
        <Line label={t('exchange.confirm.payinFee')} testId="confirm-payin-fee" isPart>
          {formatDecimalMoney(priced.payin_fee, priced.fee_currency, language)}
        </Line>
      ) : null}
      {!isZero(priced.exchange_fee) && !isZero(priced.payin_fee) ? (
        <Line label={t('exchange.confirm.exchangeFee')} testId="confirm-exchange-fee" isPart>
          {formatDecimalMoney(priced.exchange_fee, priced.fee_currency, language)}
        </Line>
      ) : null}
      {!isZero(payoutFee) ? (
        <Line label={t('exchange.form.payoutFee')} testId="confirm-payout-fee">
          {formatDecimalMoney(payoutFee, priced.to_currency, language)}
        </Line>
      ) : null}
      {!isZero(priced.network_fee) ? (
        <Line label={t('exchange.confirm.networkFee')} testId="confirm-network-fee">
          {formatDecimalMoney(priced.network_fee, priced.to_currency, language)}
        </Line>
      ) : null}
      <Line label={t('exchange.confirm.payWith')}>
        {payLabel ? t(payLabel) : draft.fromPayway}
        {card ? (
          <span className="ferry-nowrap">
            {' '}
            · {'id' in card ? card.label : `•••• ${card.number.slice(-4)}`}
          </span>
        ) : null}
      </Line>
      <Line label={t('exchange.confirm.receiveTo')}>
        {getLabel ? t(getLabel) : draft.toPayway}
        {draft.toNetwork ? ` · ${draft.toNetwork}` : null}
        {draft.requisite ? <span className="ferry-confirm-requisite">{draft.requisite.value}</span> : null}
      </Line>
    </dl>
  );
}
