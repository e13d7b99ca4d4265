import { isApiError } from '@ferry/shared/api';
import type { VerificationLevel } from '@ferry/shared/domain';
import { Skeleton } from '@telegram-apps/telegram-ui';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BlikCodeForm } from '../../../components/blik-code-form';
import { LevelLimitNotice, PAYMENT_LEVEL_LIMIT_TEXTS } from '../../../components/level-limit-notice';
import { StatePanel } from '../../../components/state-panel';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { type LevelLimitRefusal, readLevelLimitRefusal } from '../../../lib/level-limit-refusal';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useAskWriteAccessOnce } from '../../../platform-hooks/use-write-access';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { useExchangeQuote } from '../api/use-exchange-quote';
import { type PlacedExchange, usePlaceExchange } from '../api/use-place-exchange';
import { buildExchangeRequest } from '../lib/exchange-request';
import { needsCard, needsRequisite } from '../lib/exchange-steps';
import { useExchangeCardStore } from '../stores/exchange-card-store';
import { useExchangePairStore } from '../stores/exchange-pair-store';
import { ExchangeSummary } from './exchange-summary';
import { isQuoteExpired, payinErrorKey } from './payin-errors';
import { QuoteCountdown } from './quote-countdown';
import { ThreeDsStep } from './three-ds-step';

/** A Blik payment is authorised with the 6-digit code the payer's banking app shows. */
const BLIK_CODE = /^\d{6}$/;

/** Money that may arrive short or over (a bank transfer) is priced again on arrival. */
const PRICED_ON_ARRIVAL = new Set(['sepa', 'iban', 'uaiban']);

/**
 * The exchange's summary (spec 000 §2 `/exchange/confirm`): what is paid and got, the rate, the
 * fees, how it is paid and where it goes, priced afresh every 8 s. Confirming places it once
 * (one idempotency key for this screen; the button waits while it runs); a card that asks for
 * 3-D Secure then asks for the bank's code here. `onPlaced` follows the transaction. The level's
 * limit answers with its figures and "Verify to raise your limit", which `onVerify` walks; the
 * draft waits in the tab's session storage and this screen places it on the way back.
 */
export function ExchangeConfirm({
  onPlaced,
  onThreeDs,
  onVerify,
}: {
  onPlaced(placed: PlacedExchange): void;
  onThreeDs(isAsking: boolean): void;
  /** The level's limit refused the exchange: verify for `goal`, then come back to this draft. */
  onVerify?(goal: VerificationLevel): void;
}) {
  const t = useTranslate();
  const { language } = useLanguage();
  const { haptics } = usePlatform();
  const navigate = useNavigate();
  const errorText = useApiErrorText(payinErrorKey);
  const draft = useExchangePairStore();
  const card = useExchangeCardStore((state) => state.card);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // The confirmed quote ran out before it was placed: nothing was charged, the new price is shown.
  const [isRepriced, setIsRepriced] = useState(false);
  const [threeDs, setThreeDs] = useState<{ transactionId: string; codeLength: number } | null>(null);
  const [blikCode, setBlikCode] = useState('');
  const [blikError, setBlikError] = useState<string | null>(null);
  const [levelRefusal, setLevelRefusal] = useState<LevelLimitRefusal | null>(null);
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
  // Right after signing in the screen still shows the visitor's public price while the user's own
  // quote loads: it is shown, yet only a quote of this request and this user can be confirmed.
  const isPriceConfirmable = priced !== undefined && !quote.isPlaceholderData;

  const askWriteAccess = useAskWriteAccessOnce();
  // Money on its way: closing the app asks first.
  useClosingConfirmation(place.isPending);
  const confirm = () => {
    if (!priced || !isPriceConfirmable || isPlacing.current || !draft.fromPayway) return;
    if (isBlik && !BLIK_CODE.test(blikCode)) {
      setBlikError(t(blikCode === '' ? 'validation.required' : 'validation.code'));
      haptics.notificationOccurred('error');
      return;
    }
    setBlikError(null);
    setIsRepriced(false);
    setLevelRefusal(null);
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
          const level = readLevelLimitRefusal(failure);
          if (level) {
            // Refused before anything moved: the attempt after verifying is a new order.
            setLevelRefusal(level);
            setIdempotencyKey(crypto.randomUUID());
            return;
          }
          // Otherwise the same key again: a retry of this confirm is the same order.
          const issue = readFieldIssues(failure).blik_code;
          if (issue) setBlikError(t(issue.key, issue.params));
        },
      },
    );
  };

  // The level's limit leaves one way on: verifying for the level the amount needs.
  const verifyGoal = levelRefusal?.goal && onVerify ? levelRefusal.goal : null;
  useMainButton({
    text: verifyGoal ? t('verification.levelLimit.verify') : t('exchange.confirm.submit'),
    isVisible: isComplete && threeDs === null,
    isEnabled: verifyGoal !== null || (isPriceConfirmable && levelRefusal === null),
    isLoading: place.isPending,
    onClick: () => (verifyGoal ? onVerify?.(verifyGoal) : confirm()),
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

  return (
    <div className="ferry-exchange-step">
      {priced ? (
        <ExchangeSummary priced={priced} draft={draft} card={card} />
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
        <BlikCodeForm
          code={blikCode}
          error={blikError}
          onChange={(code) => {
            setBlikCode(code);
            setBlikError(null);
          }}
          onSubmit={confirm}
        />
      ) : null}
      {levelRefusal ? (
        <LevelLimitNotice
          refusal={levelRefusal}
          texts={PAYMENT_LEVEL_LIMIT_TEXTS}
          onChangeAmount={() => void navigate(EXCHANGE_PATH)}
        />
      ) : isRepriced ? (
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
