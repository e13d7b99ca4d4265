import { isApiError } from '@ferry/shared/api';
import {
  decimalToMinor,
  errorMessageKey,
  findCurrency,
  formatRate,
  minorToDecimal,
} from '@ferry/shared/domain';
import { Skeleton } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { usePlatform } from '../../../platform/platform-context';
import { useClosingConfirmation } from '../../../platform/use-closing-confirmation';
import { useMainButton } from '../../../platform/use-main-button';
import { useAskWriteAccessOnce } from '../../../platform/use-write-access';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { useExchangeQuote } from '../api/use-exchange-quote';
import { type PlacedExchange, useCompleteThreeDs, usePlaceExchange } from '../api/use-place-exchange';
import { formatDecimalMoney } from '../lib/exchange-format';
import { buildExchangeRequest } from '../lib/exchange-request';
import { needsCard, needsRequisite } from '../lib/exchange-steps';
import { useExchangeCardStore } from '../stores/exchange-card-store';
import { useExchangePairStore } from '../stores/exchange-pair-store';
import { QuoteCountdown } from './quote-countdown';

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

/** A Blik payment is authorised with the 6-digit code the payer's banking app shows. */
const BLIK_CODE = /^\d{6}$/;

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

/** Money that may arrive short or over (a bank transfer) is priced again on arrival. */
const PRICED_ON_ARRIVAL = new Set(['sepa', 'iban', 'uaiban']);

/** `a − b` of two wire decimals of one currency, as a wire decimal. */
function subtractDecimal(a: string, b: string, code: string): string {
  const scale = findCurrency(code)?.scale ?? 18;
  return minorToDecimal((decimalToMinor(a, scale) ?? 0n) - (decimalToMinor(b, scale) ?? 0n), scale);
}

const isZero = (text: string) => /^0(\.0*)?$/.test(text);

/** The quote confirmed had expired when it was placed (the server's `quote_expired`). */
function isQuoteExpired(failure: unknown): boolean {
  const details = isApiError(failure) ? (failure.details as { reason?: unknown } | undefined) : undefined;
  return (
    isApiError(failure) && failure.code === 'UNPROCESSABLE_ENTITY' && details?.reason === 'quote_expired'
  );
}

/** Keeps card codes and most errors in the spec's words; a card decline says so. */
function payinErrorKey(code: string) {
  return errorMessageKey(code, 'payin');
}

/**
 * The exchange's summary (spec 000 §2 `/exchange/confirm`): what is paid and got, the rate, the
 * fees, how it is paid and where it goes, priced afresh every 8 s. Confirming places it once
 * (one idempotency key for this screen; the button waits while it runs); a card that asks for
 * 3-D Secure then asks for the bank's code here. `onPlaced` follows the transaction.
 */
export function ExchangeConfirm({
  onPlaced,
  onThreeDs,
}: {
  onPlaced(placed: PlacedExchange): void;
  onThreeDs(isAsking: boolean): void;
}) {
  const t = useTranslate();
  const { language } = useLanguage();
  const { haptics } = usePlatform();
  const errorText = useApiErrorText(payinErrorKey);
  const draft = useExchangePairStore();
  const card = useExchangeCardStore((state) => state.card);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // The confirmed quote ran out before it was placed: nothing was charged, the new price is shown.
  const [isRepriced, setIsRepriced] = useState(false);
  const [threeDs, setThreeDs] = useState<{ transactionId: string; codeLength: number } | null>(null);
  const [blikCode, setBlikCode] = useState('');
  const [blikError, setBlikError] = useState<string | null>(null);
  const isBlik = draft.fromPayway === 'blik';
  const place = usePlaceExchange();
  // A second click lands before React shows the pending state; the ref stops it at once.
  const isPlacing = useRef(false);
  const request = buildExchangeRequest(draft, language);
  const isComplete =
    request !== null &&
    (!needsCard(draft) || card !== null) &&
    (!needsRequisite(draft) || draft.requisite !== null);
  const quote = useExchangeQuote(isComplete && !place.isPending && !threeDs ? request : null);
  const priced = quote.data;

  const askWriteAccess = useAskWriteAccessOnce();
  // Money on its way: closing the app asks first.
  useClosingConfirmation(place.isPending);
  const confirm = () => {
    if (!priced || isPlacing.current || !draft.fromPayway) return;
    if (isBlik && !BLIK_CODE.test(blikCode)) {
      setBlikError(t(blikCode === '' ? 'validation.required' : 'validation.code'));
      haptics.notificationOccurred('error');
      return;
    }
    setBlikError(null);
    setIsRepriced(false);
    isPlacing.current = true;
    askWriteAccess();
    place.mutate(
      {
        from: draft.from,
        to: draft.to,
        fromPayway: draft.fromPayway,
        fromNetwork: draft.fromNetwork,
        walletPay: draft.walletPay,
        fromAmount: priced.from_amount,
        quoteId: 'id' in priced ? (priced.id as string) : undefined,
        card,
        requisite: draft.requisite,
        blikCode: isBlik ? blikCode : null,
        idempotencyKey,
      },
      {
        onSuccess: (placed) => {
          if (placed.nextAction?.type === 'three_ds') {
            setThreeDs({ transactionId: placed.transaction.id, codeLength: placed.nextAction.code_length });
            onThreeDs(true);
            return;
          }
          haptics.notificationOccurred('success');
          onPlaced(placed);
        },
        onError: (failure) => {
          isPlacing.current = false;
          haptics.notificationOccurred('error');
          if (isQuoteExpired(failure)) {
            // "Update amount and continue": a new order at the new price, under a new key.
            setIsRepriced(true);
            setIdempotencyKey(crypto.randomUUID());
            void quote.refetch();
            return;
          }
          // Otherwise the same key again: a retry of this confirm is the same order.
          const issue = readFieldIssues(failure).blik_code;
          if (issue) setBlikError(t(issue.key, issue.params));
        },
      },
    );
  };

  useMainButton({
    text: t('exchange.confirm.submit'),
    isVisible: isComplete && threeDs === null,
    isEnabled: priced !== undefined,
    isLoading: place.isPending,
    onClick: confirm,
  });

  if (!isComplete)
    return (
      <StatePanel
        title={t('exchange.confirm.incomplete')}
        action={
          <Link to={EXCHANGE_PATH} className="ferry-link-button">
            {t('exchange.confirm.backToForm')}
          </Link>
        }
      />
    );

  if (threeDs)
    return (
      <ThreeDsStep
        transactionId={threeDs.transactionId}
        codeLength={threeDs.codeLength}
        onDone={(placed) => {
          haptics.notificationOccurred('success');
          onPlaced(placed);
        }}
      />
    );

  const payLabel = PAYWAY_LABEL[draft.fromPayway ?? ''];
  // The payout's own fee; the chain's part of it shows on its own line.
  const payoutFee = priced ? subtractDecimal(priced.to_fee, priced.network_fee, priced.to_currency) : '0';
  const getLabel = PAYWAY_LABEL[draft.toPayway ?? ''];
  return (
    <div className="ferry-exchange-step">
      {priced ? (
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
          {/* Every fee of the path, as the quote priced it and the transaction books it (issue 24). */}
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
            {draft.requisite ? (
              <span className="ferry-confirm-requisite">{draft.requisite.value}</span>
            ) : null}
          </Line>
        </dl>
      ) : quote.isError ? (
        <p className="ferry-field-error" role="alert">
          {errorText(quote.error)}
        </p>
      ) : (
        <Skeleton visible>
          <div className="ferry-quote-lines ferry-confirm-skeleton" />
        </Skeleton>
      )}
      {priced ? <QuoteCountdown pricedAt={quote.dataUpdatedAt} /> : null}
      {PRICED_ON_ARRIVAL.has(draft.fromPayway ?? '') ? (
        <p className="ferry-field-hint">{t('exchange.confirm.approx')}</p>
      ) : null}
      {isBlik ? (
        <form
          className="ferry-form"
          noValidate
          aria-label={t('deposit.blik.title')}
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <TextField
            label={t('deposit.blik.code')}
            hint={t('deposit.blik.hint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={blikCode}
            error={blikError}
            onChange={(event) => {
              setBlikCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setBlikError(null);
            }}
          />
          <button type="submit" hidden />
        </form>
      ) : null}
      {isRepriced ? (
        <p className="ferry-field-error" role="alert">
          {t('exchange.confirm.repriced')}
        </p>
      ) : place.isError && !(blikError && readFieldIssues(place.error).blik_code) ? (
        <p className="ferry-field-error" role="alert">
          {isApiError(place.error) ? errorText(place.error) : t('errors.messages.paymentUnsuccessful')}
        </p>
      ) : null}
    </div>
  );
}

function ThreeDsStep({
  transactionId,
  codeLength,
  onDone,
}: {
  transactionId: string;
  codeLength: number;
  onDone(placed: PlacedExchange): void;
}) {
  const t = useTranslate();
  const fieldId = useId();
  const { haptics } = usePlatform();
  const errorText = useApiErrorText(payinErrorKey);
  const complete = useCompleteThreeDs();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isSending = useRef(false);

  const submit = () => {
    if (isSending.current) return;
    if (!new RegExp(`^\\d{${codeLength}}$`).test(code)) {
      setError(t('validation.code'));
      haptics.notificationOccurred('error');
      return;
    }
    setError(null);
    isSending.current = true;
    complete.mutate(
      { transactionId, code, idempotencyKey },
      {
        onSuccess: (result) => onDone({ transaction: result.transaction, nextAction: result.next_action }),
        onError: (failure) => {
          isSending.current = false;
          haptics.notificationOccurred('error');
          // A wrong code may be typed again: the next try is a new request.
          setIdempotencyKey(crypto.randomUUID());
          setError(errorText(failure));
        },
      },
    );
  };

  useMainButton({
    text: t('exchange.threeDs.submit'),
    isEnabled: code.length === codeLength,
    isLoading: complete.isPending,
    onClick: submit,
  });

  return (
    <form
      className="ferry-exchange-step ferry-three-ds"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="ferry-heading">{t('exchange.threeDs.title')}</h2>
      <p className="ferry-field-hint">{t('exchange.threeDs.description')}</p>
      <div className="ferry-field">
        <label htmlFor={fieldId} className="ferry-field-label">
          {t('exchange.threeDs.code')}
        </label>
        <input
          id={fieldId}
          className="ferry-input ferry-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeLength}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength))}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="ferry-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" hidden />
    </form>
  );
}
