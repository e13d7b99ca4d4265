import type { Message } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';
import { errorMessageKey, formatRate } from '@ferry/shared/domain';
import { IconButton, Skeleton } from '@telegram-apps/telegram-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SwapIcon } from '../../../components/icons';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { readFieldIssues } from '../../../lib/field-issues';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { AUTH_PATH } from '../../../shell/paths';
import { toReturnState } from '../../../shell/session/return-path';
import { useSession } from '../../../shell/session/session-context';
import { usePayways, usePwCurrencies } from '../api/exchange-catalogue-queries';
import { useEarlyPrice } from '../api/use-early-price';
import { useExchangeQuote } from '../api/use-exchange-quote';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFrameOrder } from '../hooks/use-frame-order';
import { useFrameQuoteEvent } from '../hooks/use-frame-quote-event';
import { useWalletPays, type WalletPay } from '../hooks/use-wallet-pays';
import { decimalToInputText, describeFee, formatDecimalMoney } from '../lib/exchange-format';
import { rowOf } from '../lib/exchange-payways';
import { stepAfterForm } from '../lib/exchange-steps';
import { readFormPricing } from '../lib/form-pricing';
import { type PairSide, useExchangePairStore } from '../stores/exchange-pair-store';
import { PairSelector } from './currency-pair';
import { ExchangeKindSwitch } from './exchange-kind-switch';
import { PaywaySelect } from './payway-select';
import { QuoteCountdown } from './quote-countdown';

/** Codes that mean the pair cannot go through the chosen way (spec 000 §8 "currency pair…"). */
const UNAVAILABLE_CODES = new Set([
  'UNAVAILABLE_PWCU',
  'PWCURRENCY_UNAVAILABLE',
  'CONVERT_DIRECTION_UNAVAILABLE',
  'UNAVAILABLE_CONVERT_DIRECTION',
  'CONVERT_CURRENCY_UNAVAILABLE',
]);

function quoteErrorMessage(error: unknown): Message {
  if (!isApiError(error)) return { key: 'common.error.description' };
  if (error.kind === 'network') return { key: 'common.error.connection' };
  if (UNAVAILABLE_CODES.has(error.code)) return { key: 'errors.messages.currencyPairUnavailable' };
  const issues = readFieldIssues(error);
  const issue = issues.from_amount ?? issues.to_amount ?? Object.values(issues)[0];
  return issue ?? { key: errorMessageKey(error.code, 'convert') };
}

/**
 * The exchange form (spec 000 §2 "Exchange"): BUY / SELL / SWAP, the amount on either side (the
 * other one comes from the quote), the currency and the way to pay and to receive on each side,
 * the rate, fees and limits, refreshed every 8 s without touching the field the user is in. A
 * visitor sees all of it; Continue asks them to sign in and brings them back to the same values.
 */
export function ExchangeForm() {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { haptics } = usePlatform();
  const isSignedIn = useSession((state) => state.status === 'signed-in');
  const draft = useExchangePairStore();
  const { from, to, amount, amountSide } = draft;
  const frameOrder = useFrameOrder();

  const depositRows = usePwCurrencies('deposit', from);
  const withdrawRows = usePwCurrencies('withdraw', to);
  const payways = usePayways();
  const cardWallets = (payways.data?.find((payway) => payway.code === 'card')?.wallet_pay ??
    []) as WalletPay[];
  const wallets = useWalletPays(cardWallets);

  const { fromChoices, fromOption, toChoices, toOption, amountMessage, request } = readFormPricing(
    draft,
    depositRows.data,
    withdrawRows.data,
    language,
  );

  // Keep what the form shows as chosen in the store, so the next steps read the same payways.
  const setPayway = draft.setPayway;
  useEffect(() => {
    if (fromOption && (fromOption.payway !== draft.fromPayway || fromOption.network !== draft.fromNetwork))
      setPayway('from', fromOption.payway, fromOption.network);
  }, [fromOption, draft.fromPayway, draft.fromNetwork, setPayway]);
  useEffect(() => {
    if (toOption && (toOption.payway !== draft.toPayway || toOption.network !== draft.toNetwork))
      setPayway('to', toOption.payway, toOption.network);
  }, [toOption, draft.toPayway, draft.toNetwork, setPayway]);

  const settledRequest = useDebouncedValue(request);
  const quote = useExchangeQuote(request === null ? null : settledRequest);
  // A signed-in user's own quote can only be asked after the sign-in; until it comes (and unless
  // it fails), the public price of the same request, prefetched at start-up, stands in for it:
  // `quotes/preview` prices exactly as `quotes` does, it only stores nothing.
  const earlyPrice = useEarlyPrice(request === null ? null : settledRequest, isSignedIn);
  const data = quote.data ?? (quote.isError ? undefined : earlyPrice?.data);
  const pricedAt = quote.data ? quote.dataUpdatedAt : (earlyPrice?.dataUpdatedAt ?? 0);
  const priced = data && data.from_currency === from && data.to_currency === to && request ? data : undefined;
  const quoteError = request && quote.isError && !priced ? quoteErrorMessage(quote.error) : null;
  const error = amountMessage ?? quoteError;

  useFrameQuoteEvent(priced, pricedAt);

  useEffect(() => {
    if (error) haptics.notificationOccurred('error');
  }, [error, haptics]);

  // The side the user did not type shows the quote, except while they are in it.
  const [focused, setFocused] = useState<PairSide | null>(null);
  const computedSide: PairSide = amountSide === 'from' ? 'to' : 'from';
  const computedValue = priced
    ? decimalToInputText(computedSide === 'from' ? priced.from_amount : priced.to_amount, language)
    : '';
  const frozen = useRef(computedValue);
  if (focused !== computedSide) frozen.current = computedValue;
  const fieldValue = (side: PairSide) => (side === amountSide ? amount : frozen.current);

  const fromRow = rowOf(depositRows.data ?? [], fromOption);
  const toRow = rowOf(withdrawRows.data ?? [], toOption);
  const canContinue = priced !== undefined && error === null;

  useMainButton({
    text: t(isSignedIn ? 'common.continue' : 'exchange.quote.signInToContinue'),
    isEnabled: canContinue,
    onClick: () => {
      if (!canContinue) return;
      const next = stepAfterForm(useExchangePairStore.getState());
      // A visitor signs in (and accepts the terms) on the way, then lands on the step Continue
      // leads to, not back on this form: the draft is kept, so nothing needs pressing twice.
      if (!isSignedIn) {
        void navigate(AUTH_PATH, { state: toReturnState({ pathname: next, search: '' }) });
        return;
      }
      void navigate(next);
    },
  });

  return (
    <div className="ferry-exchange-form">
      <ExchangeKindSwitch />
      <section className="ferry-pair" aria-label={t('exchange.pairLabel')}>
        <AmountSide
          side="from"
          code={from}
          value={fieldValue('from')}
          isInvalid={amountSide === 'from' && error !== null}
          isReadOnly={frameOrder.isAmountLocked}
          onFocus={setFocused}
          onChange={(value) => draft.setAmount(value, 'from')}
        >
          <PaywaySelect
            side="from"
            options={fromChoices}
            value={fromOption}
            wallets={wallets}
            walletPay={draft.walletPay}
            isLoading={depositRows.isPending}
            onChange={(option, walletPay) =>
              draft.setPayway('from', option.payway, option.network, walletPay)
            }
          />
        </AmountSide>
        {frameOrder.isSwapHidden ? null : (
          <div className="ferry-pair-swap">
            <IconButton
              mode="bezeled"
              size="m"
              aria-label={t('exchange.swap')}
              onClick={() => {
                draft.swap();
                haptics.selectionChanged();
              }}
            >
              <SwapIcon />
            </IconButton>
          </div>
        )}
        <AmountSide
          side="to"
          code={to}
          value={fieldValue('to')}
          isInvalid={amountSide === 'to' && error !== null}
          isReadOnly={frameOrder.isAmountLocked}
          onFocus={setFocused}
          onChange={(value) => draft.setAmount(value, 'to')}
        >
          <PaywaySelect
            side="to"
            options={toChoices}
            value={toOption}
            wallets={[]}
            walletPay={null}
            isLoading={withdrawRows.isPending}
            onChange={(option) => draft.setPayway('to', option.payway, option.network)}
          />
        </AmountSide>
      </section>
      <section className="ferry-quote" aria-label={t('exchange.form.priceLabel')}>
        {request === null && !error ? (
          <p className="ferry-field-hint">{t('exchange.quote.enterAmount')}</p>
        ) : error ? (
          <p className="ferry-field-error" role="alert">
            {t(error.key, error.params)}
          </p>
        ) : priced ? (
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
        ) : (
          <Skeleton visible className="ferry-quote-skeleton">
            <div className="ferry-quote-lines" />
          </Skeleton>
        )}
        {priced ? <QuoteCountdown pricedAt={pricedAt} /> : null}
      </section>
    </div>
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

const AMOUNT_LABEL = { from: 'exchange.form.amountYouPay', to: 'exchange.form.amountYouGet' } as const;

function AmountSide({
  side,
  code,
  value,
  isInvalid,
  isReadOnly = false,
  onFocus,
  onChange,
  children,
}: {
  side: PairSide;
  code: string;
  value: string;
  isInvalid: boolean;
  /** The merchant fixed the amount (`isAmountLocked`): shown, not editable. */
  isReadOnly?: boolean;
  onFocus: (side: PairSide | null) => void;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const t = useTranslate();
  const inputId = useId();
  return (
    <div className="ferry-exchange-side-box" data-side={side}>
      <PairSelector side={side} code={code} />
      <label htmlFor={inputId} className="ferry-visually-hidden">
        {t(AMOUNT_LABEL[side])}
      </label>
      <input
        id={inputId}
        className="ferry-input ferry-exchange-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={value}
        aria-invalid={isInvalid || undefined}
        readOnly={isReadOnly}
        aria-readonly={isReadOnly || undefined}
        data-testid={`exchange-amount-${side}`}
        onFocus={() => onFocus(side)}
        onBlur={() => onFocus(null)}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
