import type { QuotePreviewView } from '@ferry/shared/contracts';
import { formatRate } from '@ferry/shared/domain';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { describeFee, formatDecimalMoney } from '../lib/exchange-format';
import type { PwCurrency } from '../lib/exchange-payways';

/** The priced exchange: rate, fees with their rules, limits and what the user gets. */
export function QuoteLines({
  priced,
  fromRow,
  toRow,
}: {
  priced: QuotePreviewView;
  fromRow: PwCurrency | undefined;
  toRow: PwCurrency | undefined;
}) {
  const t = useTranslate();
  const { language } = useLanguage();
  return (
    <dl className="ferry-quote-lines" data-testid="exchange-quote">
      <div className="ferry-quote-line">
        <dt>{t('exchange.form.rate')}</dt>
        <dd>
          {t('exchange.quote.rate', {
            from: priced.from_currency,
            to: priced.to_currency,
            rate: formatRate(priced.rate, language),
          })}
        </dd>
      </div>
      <div className="ferry-quote-line">
        <dt>{t('exchange.form.fee')}</dt>
        <dd>
          {formatDecimalMoney(priced.fee, priced.fee_currency, language)}
          {fromRow && describeFee(fromRow.fee, fromRow.limits.currency, language) ? (
            <span className="ferry-quote-fee-rule">
              {' '}
              ({describeFee(fromRow.fee, fromRow.limits.currency, language)})
            </span>
          ) : null}
        </dd>
      </div>
      {priced.to_fee !== '0' ? (
        <div className="ferry-quote-line">
          <dt>{t('exchange.form.payoutFee')}</dt>
          <dd>
            {formatDecimalMoney(priced.to_fee, priced.to_currency, language)}
            {toRow && describeFee(toRow.fee, toRow.limits.currency, language) ? (
              <span className="ferry-quote-fee-rule">
                {' '}
                ({describeFee(toRow.fee, toRow.limits.currency, language)})
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      <LimitsLine limits={priced.limits.from} />
      <div className="ferry-quote-line ferry-quote-total">
        <dt>{t('exchange.youGet')}</dt>
        <dd data-testid="exchange-quote-amount">
          {/* The landing's name for the price, which earlier tests and screenshots look for. */}
          <span data-testid="landing-price-amount">
            {formatDecimalMoney(priced.to_amount, priced.to_currency, language)}
          </span>
        </dd>
      </div>
    </dl>
  );
}

function LimitsLine({ limits }: { limits: { min: string | null; max: string | null; currency: string } }) {
  const t = useTranslate();
  const { language } = useLanguage();
  if (limits.min === null && limits.max === null) return null;
  const min = limits.min === null ? '—' : formatDecimalMoney(limits.min, limits.currency, language);
  const max = limits.max === null ? '—' : formatDecimalMoney(limits.max, limits.currency, language);
  return (
    <div className="ferry-quote-line">
      <dt>{t('exchange.form.limits')}</dt>
      <dd>{t('exchange.form.limitsRange', { min, max })}</dd>
    </div>
  );
}
