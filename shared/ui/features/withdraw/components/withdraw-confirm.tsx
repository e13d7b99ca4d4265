import type { Message } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';
import { REQUISITE_KIND_OF_PAYWAY, type WithdrawalBody, type WithdrawPayway } from '@ferry/shared/contracts';
import {
  decimalToMinor,
  errorMessageKey,
  minorToDecimal,
  parseLocaleAmount,
  type VerificationLevel,
} from '@ferry/shared/domain';
import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ActionButton, CancelButton } from '../../../components/dialog-buttons';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { LevelLimitNotice } from '../../../components/level-limit-notice';
import { LoadingState } from '../../../components/loading-state';
import { AmountSummary } from '../../../components/money/amount-summary';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled, useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import {
  isVerificationHold,
  type LevelLimitRefusal,
  readLevelLimitRefusal,
} from '../../../lib/level-limit-refusal';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useSecondaryButton } from '../../../platform-hooks/use-secondary-button';
import { useAskWriteAccessOnce } from '../../../platform-hooks/use-write-access';
import { balanceTransactionPath, withdrawStepPath } from '../../../shell/paths';
import { usePayoutBiometry } from '../../../shell/use-payout-biometry';
import { useCreateWithdrawal } from '../api/use-create-withdrawal';
import { useWithdrawTerms } from '../api/use-withdraw-terms';
import { useWithdrawDraftStore, type WithdrawField } from '../stores/withdraw-draft-store';
import { AMOUNT_CODES, FIELD_OF_PATH } from '../utils/confirm-failures';
import { type PayoutCapRefusal, readPayoutCapRefusal } from '../utils/partial-payout';
import { displayRequisite } from '../utils/requisite-issues';
import { costsOf } from '../utils/withdraw-amount';
import { WithdrawCostLines } from './withdraw-cost-lines';

interface WithdrawConfirmProps {
  payway: WithdrawPayway;
  currency: string;
  /** Called just before the flow leaves for the transaction page. */
  onSent(): void;
  /** The level's limit refused the payout: verify for `goal`, then come back to this draft. */
  onVerify?(goal: VerificationLevel): void;
  /** The profile's money out is held after its verification: the hold explains itself elsewhere. */
  onHeld?(): void;
}

/**
 * Step 3: amount, fee, network fee, what arrives, where to; one POST per confirm (one
 * idempotency key, the button waits while it runs). A daily or monthly cap answers with what is
 * left of it: "We can pay out X of Y", to accept or cancel. The verification level's limit answers
 * with the level's figures and "Verify to raise your limit" instead.
 */
export function WithdrawConfirm({ payway, currency, onSent, onVerify, onHeld }: WithdrawConfirmProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { haptics, secondaryButton } = usePlatform();
  const errorText = useApiErrorText();
  const draft = useWithdrawDraftStore();
  const { row, terms, isLoading, error, refetch } = useWithdrawTerms(payway, currency, draft.network);
  const withdrawal = useCreateWithdrawal();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const isSendingRef = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<PayoutCapRefusal | null>(null);
  const [levelRefusal, setLevelRefusal] = useState<LevelLimitRefusal | null>(null);
  const [isChecking, setChecking] = useState(false);
  const payoutBiometry = usePayoutBiometry();
  const askWriteAccess = useAskWriteAccessOnce();
  // Money on its way: closing the app asks first.
  useClosingConfirmation(withdrawal.isPending);

  const amountMinor = terms ? parseLocaleAmount(draft.amount, language, terms.scale) : null;
  const costs = terms && amountMinor !== null ? costsOf(terms, amountMinor) : null;
  const requisite = draft.requisite;

  function backWithIssues(issues: Partial<Record<WithdrawField, Message>>) {
    draft.setServerIssues(issues);
    const isAmountStep = issues.amount !== undefined || issues.network !== undefined;
    navigate(withdrawStepPath(payway, currency, isAmountStep ? 'form' : 'requisites'));
  }

  function handleFailure(failure: unknown) {
    haptics.notificationOccurred('error');
    // A new attempt after a refusal takes a new key (the server keeps the refusal under the old).
    setIdempotencyKey(crypto.randomUUID());
    if (isTwoFactorCancelled(failure)) return;
    if (onHeld && isVerificationHold(failure)) return onHeld();
    const level = readLevelLimitRefusal(failure);
    if (level) {
      setLevelRefusal(level);
      return;
    }
    const cap = terms ? readPayoutCapRefusal(failure, terms.scale) : null;
    if (cap) {
      setRefusal(cap);
      return;
    }
    const fieldIssues: Partial<Record<WithdrawField, Message>> = {};
    for (const [path, message] of Object.entries(readFieldIssues(failure))) {
      const field = FIELD_OF_PATH[path];
      if (field) fieldIssues[field] = message;
    }
    if (Object.keys(fieldIssues).length > 0) return backWithIssues(fieldIssues);
    if (isApiError(failure) && AMOUNT_CODES.has(failure.code))
      return backWithIssues({ amount: { key: errorMessageKey(failure.code) } });
    setFormError(errorText(failure));
  }

  async function send(amount: string) {
    if (isSendingRef.current || !requisite) return;
    isSendingRef.current = true;
    setFormError(null);
    setRefusal(null);
    setLevelRefusal(null);
    // With "Confirm payouts with biometrics" on, the prompt comes first; failing it sends nothing.
    setChecking(true);
    const check = await payoutBiometry
      .checkPayout(t('withdraw.confirm.biometry.reason'))
      .finally(() => setChecking(false));
    if (check === 'refused') {
      haptics.notificationOccurred('error');
      setFormError(t('withdraw.confirm.biometry.refused'));
      isSendingRef.current = false;
      return;
    }
    askWriteAccess();
    const body: WithdrawalBody = {
      payway,
      currency,
      amount,
      ...(draft.network ? { network: draft.network } : {}),
      requisite:
        requisite.kind === 'saved'
          ? { id: requisite.id }
          : { value: requisite.value, ...(requisite.memo ? { memo: requisite.memo } : {}) },
      ...(requisite.kind === 'new' && requisite.isSaving ? { save_requisite: true } : {}),
      ...(draft.beneficiaryName ? { beneficiary_name: draft.beneficiaryName } : {}),
    };
    try {
      const { transaction } = await withdrawal.mutateAsync({ body, idempotencyKey });
      haptics.notificationOccurred('success');
      notify.success(t('withdraw.confirm.sent'));
      onSent();
      draft.reset();
      navigate(balanceTransactionPath(transaction.type, transaction.id), { replace: true });
    } catch (failure) {
      handleFailure(failure);
    } finally {
      isSendingRef.current = false;
    }
  }

  const amountDecimal = terms && amountMinor !== null ? minorToDecimal(amountMinor, terms.scale) : null;
  const isBusy = withdrawal.isPending || isChecking;
  // A cap left part of the amount: paying out that part and cancelling are the screen's two actions.
  const partialPayable =
    terms && amountDecimal && refusal?.payable && (decimalToMinor(refusal.payable, terms.scale) ?? 0n) > 0n
      ? refusal.payable
      : null;
  // In Telegram the two actions are its main and secondary buttons; elsewhere they are drawn below.
  const isPartialOnButtons = partialPayable !== null && secondaryButton !== null;
  const acceptPartial = (payable: string) => {
    draft.setAmount(payable, draft.network);
    void send(payable);
  };
  // The level's limit leaves one way on: verifying for the level the amount needs.
  const verifyGoal = levelRefusal?.goal && onVerify ? levelRefusal.goal : null;
  const verify = (goal: VerificationLevel) => {
    draft.setVerificationGoal(goal);
    onVerify?.(goal);
  };
  useMainButton({
    text: verifyGoal
      ? t('withdraw.confirm.levelLimit.verify')
      : isPartialOnButtons && partialPayable
        ? t('withdraw.confirm.acceptPartial', { amount: formatApiMoney(partialPayable, currency, language) })
        : t('withdraw.confirm.submit'),
    onClick: () => {
      if (verifyGoal) verify(verifyGoal);
      else if (isPartialOnButtons && partialPayable) acceptPartial(partialPayable);
      else if (amountDecimal) void send(amountDecimal);
    },
    isLoading: isBusy,
    isEnabled:
      verifyGoal !== null ||
      (!isBusy &&
        amountDecimal !== null &&
        levelRefusal === null &&
        (refusal === null || isPartialOnButtons)),
    isVisible: !isLoading && !error && requisite !== null,
  });
  const hasNativeSecondary = useSecondaryButton({
    text: t('common.cancel'),
    onClick: () => setRefusal(null),
    isEnabled: !isBusy,
    isVisible: partialPayable !== null,
  });

  if (!draft.amount) return <Navigate to={withdrawStepPath(payway, currency, 'form')} replace />;
  if (!requisite) return <Navigate to={withdrawStepPath(payway, currency, 'requisites')} replace />;
  if (isLoading) return <LoadingState />;
  if (error || !terms || !row)
    return <ErrorState error={error} title={t('withdraw.confirm.error')} onRetry={refetch} />;

  const destination =
    requisite.kind === 'saved'
      ? requisite.label
      : `${displayRequisite(requisite.value, REQUISITE_KIND_OF_PAYWAY[payway])}${requisite.memo ? ` · MEMO ${requisite.memo}` : ''}`;
  const money = (amount: string) => formatApiMoney(amount, currency, language);

  return (
    <div className="ferry-withdraw-confirm">
      <AmountSummary
        label={t('withdraw.confirm.destinationLabel')}
        rows={[
          { label: t('withdraw.confirm.payway'), value: t(`withdraw.payways.${payway}`) },
          ...(draft.network ? [{ label: t('withdraw.form.network'), value: draft.network }] : []),
          {
            label: t('withdraw.confirm.destination'),
            value: <span className="ferry-break">{destination}</span>,
          },
          ...(draft.beneficiaryName
            ? [
                {
                  label: t(
                    REQUISITE_KIND_OF_PAYWAY[payway] === 'card_mask'
                      ? 'payoutCheck.beneficiary.cardLabel'
                      : 'payoutCheck.beneficiary.label',
                  ),
                  value: <span className="ferry-break">{draft.beneficiaryName}</span>,
                },
              ]
            : []),
        ]}
      />
      <WithdrawCostLines currency={currency} scale={terms.scale} costs={costs} />
      {refusal ? (
        <section
          className="ferry-withdraw-refusal"
          role="alert"
          aria-labelledby="ferry-withdraw-refusal-title"
        >
          <h2 id="ferry-withdraw-refusal-title" className="ferry-withdraw-refusal-title">
            {t(
              refusal.period === 'daily'
                ? 'errors.messages.dailyLimitExceeded'
                : 'errors.messages.monthlyLimitExceeded',
              { amount: money(refusal.limit), currency: '' },
            ).trim()}
          </h2>
          {partialPayable && amountDecimal ? (
            <>
              <p>
                {t('errors.messages.partialPayout', {
                  paid: money(partialPayable),
                  requested: money(amountDecimal),
                })}
              </p>
              {hasNativeSecondary ? null : (
                <div className="ferry-withdraw-refusal-actions">
                  <CancelButton onClick={() => setRefusal(null)} disabled={isBusy} />
                  <ActionButton isBusy={isBusy} onClick={() => acceptPartial(partialPayable)}>
                    {t('withdraw.confirm.acceptPartial', { amount: money(partialPayable) })}
                  </ActionButton>
                </div>
              )}
            </>
          ) : null}
        </section>
      ) : null}
      {levelRefusal ? (
        <LevelLimitNotice
          refusal={levelRefusal}
          onChangeAmount={() => navigate(withdrawStepPath(payway, currency, 'form'))}
        />
      ) : null}
      <FormError message={formError} />
    </div>
  );
}
