import { IconButton, Skeleton } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SwapIcon } from '../../../components/icons';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
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
import { decimalToInputText } from '../lib/exchange-format';
import { rowOf } from '../lib/exchange-payways';
import { stepAfterForm } from '../lib/exchange-steps';
import { readFormPricing } from '../lib/form-pricing';
import { isQuoteErrorAboutAmount, quoteErrorMessage } from '../lib/quote-error-message';
import { type PairSide, useExchangePairStore } from '../stores/exchange-pair-store';
import { AmountSide } from './amount-side';
import { ExchangeKindSwitch } from './exchange-kind-switch';
import { PaywaySelect } from './payway-select';
import { QuoteCountdown } from './quote-countdown';
import { QuoteLines } from './quote-lines';

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
  const isAmountInvalid =
    amountMessage !== null || (quoteError !== null && isQuoteErrorAboutAmount(quote.error));

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
          isInvalid={amountSide === 'from' && isAmountInvalid}
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
          isInvalid={amountSide === 'to' && isAmountInvalid}
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
          <QuoteLines priced={priced} fromRow={fromRow} toRow={toRow} />
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
