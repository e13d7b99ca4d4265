import { isApiError } from '@ferry/shared/api';
import type { PayOrder } from '@ferry/shared/contracts';
import { Skeleton } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { HeadedSection } from '../../../components/headed-section';
import { formatApiMoney } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readLevelLimitRefusal } from '../../../lib/level-limit-refusal';
import { useFrameEvents } from '../../../shell/frame/frame-events';
import { type PayOrderCoin, usePayOrder, usePayOrderPayment } from '../api/pay-order-queries';
import { ExpiryCountdown } from './expiry-countdown';
import { type PayCard, PayOrderCardForm } from './pay-order-card-form';
import { PayOrderConfirm } from './pay-order-confirm';
import { PayOrderCrypto } from './pay-order-crypto';
import { PayOrderBank, PayOrderDone, PayOrderThreeDs, PayOrderWaiting } from './pay-order-stages';

/** Only an order nobody has paid yet counts down; a payment under way may finish past the expiry. */
const isOpen = (order: PayOrder) => order.status === 'NEW';

type Payway = PayOrder['payways'][number];
type Step =
  | { kind: 'method' }
  | { kind: 'card' }
  | { kind: 'confirm'; payway: 'card' | 'sepa' }
  | { kind: 'crypto'; coin: PayOrderCoin };

/** The coin offered first: the chain's own. */
const FIRST_COIN: PayOrderCoin = 'TON';

function OrderHeader({ order }: { order: PayOrder }) {
  const t = useTranslate();
  const { language } = useLanguage();
  return (
    <header className="ferry-pay-header" data-testid="pay-order-header">
      <p className="ferry-pay-merchant">{t('payFrame.payTo', { merchant: order.merchant_name })}</p>
      <p className="ferry-pay-amount" data-testid="pay-order-amount">
        {formatApiMoney(order.amount, order.currency, language)}
      </p>
      <p className="ferry-pay-reference">
        {t('payFrame.reference', { reference: order.merchant_reference })}
      </p>
      {isOpen(order) ? <ExpiryCountdown expiresAt={order.expires_at} /> : null}
      {order.test_mode ? <p className="ferry-pay-test">{t('payFrame.testMode')}</p> : null}
    </header>
  );
}

function MethodChoice({ order, onChoose }: { order: PayOrder; onChoose(payway: Payway): void }) {
  const t = useTranslate();
  return (
    <HeadedSection
      className="ferry-pay-methods"
      headingId="pay-methods-title"
      headingClassName="ferry-section-heading"
      title={t('payFrame.method.title')}
    >
      {order.payways.map((payway) => (
        <button key={payway} type="button" className="ferry-pay-method" onClick={() => onChoose(payway)}>
          <span className="ferry-pay-method-name">{t(`payFrame.method.${payway}`)}</span>
          <span className="ferry-pay-method-hint">{t(`payFrame.method.${payway}Hint`)}</span>
        </button>
      ))}
    </HeadedSection>
  );
}

/**
 * The pay frame's order: the merchant and amount, the time left, card, bank or crypto,
 * the card, the pay-frame confirm screen, 3-D Secure, the bank details or the coin's address, then the status followed to
 * its end and the way back to the shop. The embedding page hears `order_created` when the customer
 * pays and `status_changed` at each status; the customer pays as a guest (docs/decisions.md).
 */
export function PayOrderScreen({ token }: { token: string }) {
  const t = useTranslate();
  const order = usePayOrder(token);
  const pay = usePayOrderPayment(token);
  const apiErrorText = useApiErrorText();
  // The order's money counts as the shop's money in: a refusal by the level's limit is the shop's
  // limit, never the payer's, so the payer is not told "your daily limit".
  const errorText = (error: unknown) =>
    readLevelLimitRefusal(error) ? t('payFrame.merchantLimit') : apiErrorText(error);
  const emit = useFrameEvents();
  const [step, setStep] = useState<Step>({ kind: 'method' });
  const [card, setCard] = useState<PayCard | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const hasResumed = useRef(false);
  const status = order.data?.status;
  const reference = order.data?.merchant_reference;

  useEffect(() => {
    if (status && reference) emit('status_changed', { merchant_reference: reference, status });
  }, [emit, status, reference]);

  // A reload while a coin was chosen shows its address again rather than the choice of method.
  const resumedCoin = order.data?.status === 'NEW' ? order.data.crypto?.currency : undefined;
  useEffect(() => {
    if (hasResumed.current || !order.data) return;
    hasResumed.current = true;
    if (resumedCoin) setStep({ kind: 'crypto', coin: resumedCoin });
  }, [order.data, resumedCoin]);

  if (order.isPending)
    return (
      <Skeleton visible>
        <div className="ferry-pay-skeleton" />
      </Skeleton>
    );
  if (order.isError || !order.data) {
    const isMissing = isApiError(order.error) && order.error.code === 'NOT_FOUND';
    return (
      <StatePanel
        headingLevel={1}
        role="alert"
        title={isMissing ? t('payFrame.ended.notFoundTitle') : errorText(order.error)}
        description={isMissing ? t('payFrame.ended.notFoundLead') : undefined}
      />
    );
  }
  const current = order.data;
  if (current.status === 'EXPIRED' || current.status === 'CANCELLED') {
    const isExpired = current.status === 'EXPIRED';
    return (
      <div className="ferry-pay-order" data-testid="pay-order-ended">
        <OrderHeader order={current} />
        <StatePanel
          headingLevel={1}
          role="alert"
          title={t(isExpired ? 'payFrame.ended.expiredTitle' : 'payFrame.ended.cancelledTitle')}
          description={t(isExpired ? 'payFrame.ended.expiredLead' : 'payFrame.ended.cancelledLead')}
        />
        <PayOrderDone order={current} isTerminalOnly />
      </div>
    );
  }

  function submit(payway: 'card' | 'sepa') {
    const payload = payway === 'card' && card ? { payway, card } : { payway: 'sepa' as const };
    pay.mutate({ ...payload, idempotencyKey: idempotencyKey.current } as Parameters<typeof pay.mutate>[0], {
      onSuccess: (paid) =>
        emit('order_created', { merchant_reference: paid.merchant_reference, status: paid.status }),
      onError: () => {
        // A refused payment is not retried under the same key: the next tap is a new attempt.
        idempotencyKey.current = crypto.randomUUID();
      },
    });
  }

  /** Asks for the order's target in `coin` (the same one again when it was asked before). */
  function chooseCoin(coin: PayOrderCoin) {
    setStep({ kind: 'crypto', coin });
    if (current.crypto?.currency === coin) return;
    pay.mutate({ payway: 'crypto', currency: coin, idempotencyKey: crypto.randomUUID() });
  }

  let body: ReactNode;
  const payment = current.payment;
  if (current.status === 'DONE') body = <PayOrderDone order={current} />;
  else if (current.status === 'WAIT' && payment?.next_action?.type === 'three_ds')
    body = <PayOrderThreeDs token={token} codeLength={payment.next_action.code_length} />;
  else if (current.status === 'WAIT' && payment?.bank_details) body = <PayOrderBank order={current} />;
  else if (current.status === 'WAIT' && payment?.payway === 'crypto' && current.crypto)
    body = <PayOrderCrypto order={current} coin={current.crypto.currency} isPreparing={false} error={null} />;
  else if (current.status === 'WAIT') body = <PayOrderWaiting />;
  else if (step.kind === 'card')
    body = (
      <PayOrderCardForm
        initial={card}
        onNext={(typed) => {
          setCard(typed);
          setStep({ kind: 'confirm', payway: 'card' });
        }}
      />
    );
  else if (step.kind === 'crypto')
    body = (
      <PayOrderCrypto
        order={current}
        coin={step.coin}
        isPreparing={pay.isPending}
        error={pay.isError ? errorText(pay.error) : null}
        onCoin={chooseCoin}
        onBack={() => setStep({ kind: 'method' })}
      />
    );
  else if (step.kind === 'confirm')
    body = (
      <PayOrderConfirm
        order={current}
        payway={step.payway}
        card={step.payway === 'card' ? card : null}
        isPaying={pay.isPending}
        error={pay.isError ? errorText(pay.error) : null}
        onBack={() => setStep(step.payway === 'card' ? { kind: 'card' } : { kind: 'method' })}
        onPay={() => submit(step.payway)}
      />
    );
  else
    body = (
      <>
        {payment?.status === 'FAIL' ? (
          <p className="ferry-field-error" role="alert">
            {t('payFrame.status.retry')}
          </p>
        ) : null}
        <MethodChoice
          order={current}
          onChoose={(payway) => {
            if (payway === 'crypto') chooseCoin(current.crypto?.currency ?? FIRST_COIN);
            else setStep(payway === 'card' ? { kind: 'card' } : { kind: 'confirm', payway });
          }}
        />
      </>
    );
  return (
    <div className="ferry-pay-order" data-testid="pay-order" data-status={current.status}>
      <OrderHeader order={current} />
      {body}
    </div>
  );
}
