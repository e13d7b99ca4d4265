import type { Message } from '@ferry/locales';
import { Button, Skeleton } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  buildLandingQuoteRequest,
  decimalToMinor,
  errorMessageKey,
  findCurrency,
  formatMoney,
  formatRate,
  parseLocaleAmount,
} from '../../../../domain/index';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { AUTH_PATH } from '../../../shell/paths';
import { toReturnState } from '../../../shell/session/return-path';
import { useSession } from '../../../shell/session/session-context';
import { useLandingPrice } from '../api/use-landing-price';
import { useExchangePairStore } from '../stores/exchange-pair-store';

/** Codes that mean the pair cannot go through the way the landing prices it. */
const UNAVAILABLE_CODES = new Set(['UNAVAILABLE_PWCU', 'CONVERT_DIRECTION_UNAVAILABLE']);

function keyForCode(code: string): Message['key'] {
  return UNAVAILABLE_CODES.has(code) ? 'exchange.quote.unavailable' : errorMessageKey(code, 'payin');
}

function formatDecimal(text: string, code: string, locale: string): string {
  const scale = findCurrency(code)?.scale ?? 18;
  const minor = decimalToMinor(text, scale);
  return minor === null ? `${text} ${code}` : formatMoney(minor, code, locale, scale);
}

/**
 * The landing's live price (spec: quoting is public): the amount to pay, what it buys now and at
 * which rate, refreshed every 8 s. Signing in is asked only to continue, and comes back here.
 */
export function LandingPrice() {
  const t = useTranslate();
  const { language } = useLanguage();
  const amountId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useApiErrorText(keyForCode);
  const status = useSession((state) => state.status);
  const from = useExchangePairStore((state) => state.from);
  const to = useExchangePairStore((state) => state.to);
  const amount = useExchangePairStore((state) => state.amount);
  const setAmount = useExchangePairStore((state) => state.setAmount);

  const amountMinor = parseLocaleAmount(amount, language, findCurrency(from)?.scale ?? 2);
  const request = buildLandingQuoteRequest(from, to, amountMinor);
  const price = useLandingPrice(request);
  // While a new amount is priced the last price of the same pair stays; another pair waits.
  const data = price.data;
  const quote = data && data.from_currency === from && data.to_currency === to ? data : undefined;
  // A failed refresh keeps the price it had, quietly; a request never priced says why.
  const error = request && price.isError && data === undefined ? errorText(price.error) : null;

  return (
    <section className="ferry-landing-price" aria-live="polite" data-state={quote ? 'priced' : 'pending'}>
      <label htmlFor={amountId} className="ferry-pair-label">
        {t('exchange.quote.amount')}
      </label>
      <div className="ferry-landing-amount">
        <input
          id={amountId}
          className="ferry-input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={error || amountMinor === null ? true : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <span className="ferry-landing-amount-code">{from}</span>
      </div>
      {request === null ? (
        <p className="ferry-field-hint">{t('exchange.quote.enterAmount')}</p>
      ) : error ? (
        <p className="ferry-field-error" role="alert">
          {error}
        </p>
      ) : quote ? (
        <div className="ferry-landing-quote">
          <span className="ferry-pair-label">{t('exchange.quote.youGetAbout')}</span>
          <strong className="ferry-landing-quote-amount" data-testid="landing-price-amount">
            {formatDecimal(quote.to_amount, quote.to_currency, language)}
          </strong>
          <span className="ferry-landing-quote-line">
            {t('exchange.quote.rate', {
              from: quote.from_currency,
              to: quote.to_currency,
              rate: formatRate(quote.rate, language),
            })}
          </span>
          <span className="ferry-landing-quote-line">
            {t('exchange.quote.fee', { fee: formatDecimal(quote.fee, quote.fee_currency, language) })}
          </span>
        </div>
      ) : (
        <Skeleton visible className="ferry-landing-quote-skeleton">
          <div className="ferry-landing-quote" />
        </Skeleton>
      )}
      <p className="ferry-field-hint">{t('exchange.quote.byCard')}</p>
      {status === 'signed-in' ? (
        <p className="ferry-field-hint">{t('exchange.quote.signedInNext')}</p>
      ) : (
        <Button
          mode="filled"
          size="l"
          stretched
          disabled={!quote}
          onClick={() => void navigate(AUTH_PATH, { state: toReturnState(location) })}
        >
          {t('exchange.quote.signInToContinue')}
        </Button>
      )}
    </section>
  );
}
