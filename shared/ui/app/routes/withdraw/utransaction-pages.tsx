import '../../../styles/amount-summary.css';
import '../../../styles/withdraw.css';
import type { UtransactionView } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { FlowProgress } from '../../../components/flow-progress';
import { FormError } from '../../../components/form-error';
import { LevelLimitNotice, PAYMENT_LEVEL_LIMIT_TEXTS } from '../../../components/level-limit-notice';
import { LoadingState } from '../../../components/loading-state';
import { AmountSummary, type AmountSummaryRow } from '../../../components/money/amount-summary';
import { MoneyText } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import { useConvertQuote } from '../../../features/convert/api/convert-queries';
import { ConvertQuoteLines } from '../../../features/convert/components/convert-quote-lines';
import { useConfirmUtransaction, useUtransaction } from '../../../features/withdraw/api/utransaction-queries';
import { UtransactionRequisitesForm } from '../../../features/withdraw/components/utransaction-requisites-form';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled, useApiErrorText } from '../../../lib/api-error-text';
import { type LevelLimitRefusal, readLevelLimitRefusal } from '../../../lib/level-limit-refusal';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import {
  BALANCES_PATH,
  balanceTransactionPath,
  OUTSIDE_UTRANSACTION_CONFIRM_PATH,
  OUTSIDE_UTRANSACTION_REQUISITES_PATH,
  transactionPath,
  UTRANSACTION_CONFIRM_PATH,
  UTRANSACTION_REQUISITES_PATH,
} from '../../../shell/paths';
import { useStartVerificationJourney } from '../verification-journey/use-verification-journey';

/**
 * The order's id travels in the address (`?id=`), so a link from the bot or a partner opens it;
 * the same screens serve inside balances and outside them.
 */
function useOrderPlace() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const isInBalances = useLocation().pathname.startsWith(BALANCES_PATH);
  const withId = (path: string) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);
  return {
    id,
    isInBalances,
    requisitesPath: withId(
      isInBalances ? UTRANSACTION_REQUISITES_PATH : OUTSIDE_UTRANSACTION_REQUISITES_PATH,
    ),
    confirmPath: withId(isInBalances ? UTRANSACTION_CONFIRM_PATH : OUTSIDE_UTRANSACTION_CONFIRM_PATH),
    transactionPathOf: (type: string, externalId: string) =>
      isInBalances ? balanceTransactionPath(type, externalId) : transactionPath(type, externalId),
  };
}

/** Missing, loading, failed, expired and done orders; the step itself otherwise. */
function OrderGate({
  id,
  transactionPathOf,
  children,
}: {
  id: string | null;
  transactionPathOf(type: string, externalId: string): string;
  children(order: UtransactionView): ReactNode;
}) {
  const t = useTranslate();
  const order = useUtransaction(id);
  if (!id)
    return (
      <StatePanel
        title={t('withdraw.utransaction.missing.title')}
        description={t('withdraw.utransaction.missing.description')}
      />
    );
  if (order.isPending) return <LoadingState />;
  if (order.error) return <QueryErrorState query={order} title={t('withdraw.utransaction.loadError')} />;
  if (order.data.step === 'expired')
    return (
      <StatePanel
        title={t('withdraw.utransaction.expired.title')}
        description={t('withdraw.utransaction.expired.description')}
      />
    );
  if (order.data.step === 'done')
    return (
      <StatePanel
        title={t('withdraw.utransaction.done.title')}
        action={
          order.data.transaction_id ? (
            <Link to={transactionPathOf(order.data.type, order.data.transaction_id)}>
              <Button mode="bezeled" size="m" tabIndex={-1}>
                {t('withdraw.utransaction.done.action')}
              </Button>
            </Link>
          ) : null
        }
      />
    );
  return <>{children(order.data)}</>;
}

/** The order at a glance: type, amount, where to. */
function OrderSummary({ order }: { order: UtransactionView }) {
  const t = useTranslate();
  const rows: AmountSummaryRow[] = [
    { label: t('withdraw.utransaction.type'), value: t(`withdraw.utransaction.types.${order.type}`) },
    {
      label: t('withdraw.utransaction.amount'),
      value: <MoneyText amount={order.amount} currency={order.currency} />,
    },
  ];
  if (order.to_currency) rows.push({ label: t('withdraw.convert.to'), value: order.to_currency });
  if (order.network) rows.push({ label: t('withdraw.form.network'), value: order.network });
  const requisite = order.requisite;
  if (requisite) {
    const value = requisite.value ?? requisite.profile_id ?? requisite.id;
    if (typeof value === 'string')
      rows.push({
        label: t('withdraw.utransaction.to'),
        value: <span className="ferry-break">{value}</span>,
      });
  }
  return <AmountSummary rows={rows} label={t('withdraw.confirm.summary')} />;
}

/** `/balances/utransaction/requisites` and `/utransaction/requisites`. */
export function UtransactionRequisitesPage() {
  const place = useOrderPlace();
  const navigate = useNavigate();
  return (
    <div className="ferry-withdraw">
      <FlowProgress step="requisites" />
      <OrderGate id={place.id} transactionPathOf={place.transactionPathOf}>
        {(order) =>
          order.step === 'confirm' ? (
            <Navigate to={place.confirmPath} replace />
          ) : (
            <>
              <OrderSummary order={order} />
              <UtransactionRequisitesForm order={order} onSaved={() => navigate(place.confirmPath)} />
            </>
          )
        }
      </OrderGate>
    </div>
  );
}

/**
 * The confirm step of one order: a price for conversions, then one POST under one key. Over the
 * level's limit it says so and "Verify to raise your limit" walks the steps the amount needs, then
 * comes back to this very order (its `?id=`), which waits on the server meanwhile.
 */
function OrderConfirm({
  order,
  place,
}: {
  order: UtransactionView;
  place: ReturnType<typeof useOrderPlace>;
}) {
  const { transactionPathOf } = place;
  const t = useTranslate();
  const startJourney = useStartVerificationJourney();
  const [levelRefusal, setLevelRefusal] = useState<LevelLimitRefusal | null>(null);
  const navigate = useNavigate();
  const { haptics } = usePlatform();
  const errorText = useApiErrorText();
  const isConverting = order.to_currency !== null;
  const quote = useConvertQuote(
    isConverting
      ? {
          kind: 'convert',
          from_currency: order.currency,
          to_currency: order.to_currency as string,
          from_amount: order.amount,
        }
      : null,
  );
  const confirm = useConfirmUtransaction(order.id);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const isSendingRef = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function send() {
    if (isSendingRef.current || (isConverting && !quote.data)) return;
    isSendingRef.current = true;
    setFormError(null);
    setLevelRefusal(null);
    try {
      const { transaction } = await confirm.mutateAsync({ quoteId: quote.data?.id, idempotencyKey });
      haptics.notificationOccurred('success');
      notify.success(t('withdraw.utransaction.confirmed'));
      navigate(transactionPathOf(transaction.type, transaction.id), { replace: true });
    } catch (failure) {
      haptics.notificationOccurred('error');
      setIdempotencyKey(crypto.randomUUID());
      const level = readLevelLimitRefusal(failure);
      if (level) setLevelRefusal(level);
      else if (!isTwoFactorCancelled(failure)) setFormError(errorText(failure));
      if (isConverting) void quote.refetch();
    } finally {
      isSendingRef.current = false;
    }
  }

  const verifyGoal = levelRefusal?.goal ?? null;
  const verify = (goal: NonNullable<typeof verifyGoal>) =>
    void startJourney(
      { isInBalances: place.isInBalances, transactionType: 'utransaction' },
      goal,
      place.confirmPath,
    ).catch(() => setFormError(t('verification.loadError')));
  useMainButton({
    text: verifyGoal ? t('verification.levelLimit.verify') : t('withdraw.utransaction.submit'),
    onClick: () => (verifyGoal ? verify(verifyGoal) : void send()),
    isLoading: confirm.isPending,
    isEnabled:
      verifyGoal !== null ||
      (!confirm.isPending && levelRefusal === null && (!isConverting || quote.data !== undefined)),
  });

  return (
    <div className="ferry-convert-confirm">
      <OrderSummary order={order} />
      {isConverting ? (
        quote.data ? (
          <ConvertQuoteLines
            quote={quote.data}
            pricedAtMs={quote.dataUpdatedAt}
            isRefreshing={quote.isFetching}
            withAmounts
          />
        ) : quote.error ? (
          <QueryErrorState query={quote} title={t('withdraw.convert.quoteError')} />
        ) : (
          <LoadingState />
        )
      ) : null}
      {levelRefusal ? <LevelLimitNotice refusal={levelRefusal} texts={PAYMENT_LEVEL_LIMIT_TEXTS} /> : null}
      <FormError message={formError} />
    </div>
  );
}

/** `/balances/utransaction/confirm` and `/utransaction/confirm`. */
export function UtransactionConfirmPage() {
  const place = useOrderPlace();
  return (
    <div className="ferry-withdraw">
      <FlowProgress step="confirmation" />
      <OrderGate id={place.id} transactionPathOf={place.transactionPathOf}>
        {(order) =>
          order.step === 'requisites' ? (
            <Navigate to={place.requisitesPath} replace />
          ) : (
            <OrderConfirm order={order} place={place} />
          )
        }
      </OrderGate>
    </div>
  );
}
