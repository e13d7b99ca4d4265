import {
  completeDeposit3ds,
  createDeposit,
  type DepositResult,
  type TransactionView,
} from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useRef, useState } from 'react';
import { BlikCodeForm } from '../../../components/blik-code-form';
import { FormError } from '../../../components/form-error';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useAskWriteAccessOnce } from '../../../platform-hooks/use-write-access';
import { useApi } from '../../../queries/api-context';
import { type DepositDraft, useDepositDraftStore } from '../stores/deposit-draft-store';
import type { DepositRow } from '../utils/deposit-amount';
import { toDepositBody } from '../utils/deposit-body';
import { placeDepositError, stepOfFields } from '../utils/deposit-errors';
import { BankDetailsPanel } from './bank-details-panel';
import { DepositSummary } from './deposit-summary';
import { DepositThreeDsForm } from './deposit-three-ds-form';

const BLIK_CODE = /^\d{6}$/;

interface DepositConfirmProps {
  draft: DepositDraft;
  row: DepositRow;
  kind: string;
  /** The deposit exists: follow it on its transaction page (the draft is done with). */
  /** `hasReportedTransfer`: the person pressed "I’ve sent the transfer" on the bank details. */
  onCreated(transaction: TransactionView, options?: { hasReportedTransfer: boolean }): void;
  /** A field of an earlier step was refused: go back to it (its error is in the store). */
  onFieldRefused(step: 'form' | 'insert-card'): void;
}

type Stage =
  | { name: 'summary' }
  | { name: 'three-ds'; transaction: TransactionView; codeLength: number }
  | { name: 'bank'; transaction: TransactionView }
  | { name: 'redirect'; transaction: TransactionView; url: string };

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The confirm step: what is paid, the fee and what lands, then one post with one idempotency key
 * (a second press while it runs does nothing). The answer says what comes next: a 3-D Secure
 * code, the bank details to send a transfer to, a payment page, or nothing (credited).
 */
export function DepositConfirm({ draft, row, kind, onCreated, onFieldRefused }: DepositConfirmProps) {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const { haptics, openLink } = usePlatform();
  const errorText = useApiErrorText();
  const setFieldErrors = useDepositDraftStore((state) => state.setFieldErrors);
  const [stage, setStage] = useState<Stage>({ name: 'summary' });
  const [isPending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [blikCode, setBlikCode] = useState('');
  const [blikError, setBlikError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  // One key per confirm: a retry after a lost answer is the same deposit, never a second one.
  const depositKey = useRef(newKey());
  const threeDsKey = useRef(newKey());
  const inFlight = useRef(false);
  const askWriteAccess = useAskWriteAccessOnce();
  // Money on its way: closing the app asks first.
  useClosingConfirmation(isPending);
  const isBlik = kind === 'blik';

  function finish(transaction: TransactionView, message?: string, hasReportedTransfer = false) {
    haptics.notificationOccurred('success');
    void queryClient.invalidateQueries({ queryKey: ['balances'] });
    void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    if (message) notify.info(message);
    onCreated(transaction, { hasReportedTransfer });
  }

  function follow(result: DepositResult) {
    const next = result.next_action;
    if (!next) return finish(result.transaction);
    if (next.type === 'three_ds')
      return setStage({ name: 'three-ds', transaction: result.transaction, codeLength: next.code_length });
    if (next.type === 'bank_transfer') return setStage({ name: 'bank', transaction: result.transaction });
    if (next.type === 'redirect') {
      setStage({ name: 'redirect', transaction: result.transaction, url: next.url });
      return;
    }
    finish(result.transaction, t('deposit.confirm.confirmInBankApp'));
  }

  function refuse(failure: unknown) {
    haptics.notificationOccurred('error');
    const placement = placeDepositError(failure);
    if (placement.blikCode) {
      setBlikError(t(placement.blikCode.key, placement.blikCode.params));
      return;
    }
    const step = stepOfFields(placement.fields);
    if (step) {
      setFieldErrors(placement.fields);
      onFieldRefused(step);
      return;
    }
    setFormError(errorText(failure));
  }

  async function confirm() {
    if (inFlight.current) return;
    setFormError(null);
    if (isBlik && !BLIK_CODE.test(blikCode)) {
      setBlikError(t(blikCode === '' ? 'validation.required' : 'validation.code'));
      return;
    }
    setBlikError(null);
    inFlight.current = true;
    askWriteAccess();
    setPending(true);
    try {
      follow(
        await api.call(createDeposit, {
          body: toDepositBody(draft, blikCode),
          idempotencyKey: depositKey.current,
        }),
      );
    } catch (failure) {
      refuse(failure);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  async function sendCode(transaction: TransactionView, codeLength: number) {
    if (inFlight.current) return;
    if (!new RegExp(`^\\d{${codeLength}}$`).test(code)) {
      setCodeError(t(code === '' ? 'validation.required' : 'validation.code'));
      return;
    }
    setCodeError(null);
    inFlight.current = true;
    setPending(true);
    try {
      const result = await api.call(completeDeposit3ds, {
        params: { externalId: transaction.id },
        body: { code },
        idempotencyKey: threeDsKey.current,
      });
      if (result.transaction.status === 'FAIL') {
        haptics.notificationOccurred('error');
        notify.error(t('errors.ORDER_CARD_DECLINED'));
        onCreated(result.transaction);
        return;
      }
      finish(result.transaction);
    } catch (failure) {
      threeDsKey.current = newKey();
      haptics.notificationOccurred('error');
      setCodeError(errorText(failure));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const mainButton =
    stage.name === 'summary'
      ? { text: t('deposit.confirm.submit'), onClick: () => void confirm() }
      : stage.name === 'three-ds'
        ? { text: t('common.confirm'), onClick: () => void sendCode(stage.transaction, stage.codeLength) }
        : stage.name === 'bank'
          ? { text: t('deposit.bank.sent'), onClick: () => finish(stage.transaction, undefined, true) }
          : { text: t('deposit.confirm.openPayment'), onClick: () => openLink(stage.url) };
  useMainButton({ ...mainButton, isLoading: isPending, isEnabled: !isPending });

  if (stage.name === 'bank') {
    const details = stage.transaction.bank_details;
    return details ? (
      <BankDetailsPanel
        details={details}
        amount={stage.transaction.amount}
        currency={stage.transaction.currency}
      />
    ) : (
      <FormError message={t('common.error.description')} />
    );
  }
  if (stage.name === 'redirect') {
    return (
      <section className="ferry-deposit-redirect">
        <p className="ferry-form-lead">{t('deposit.confirm.redirectHint')}</p>
        <Button mode="bezeled" size="m" type="button" onClick={() => finish(stage.transaction)}>
          {t('deposit.confirm.follow')}
        </Button>
      </section>
    );
  }
  if (stage.name === 'three-ds') {
    return (
      <DepositThreeDsForm
        codeLength={stage.codeLength}
        code={code}
        error={codeError}
        onChange={setCode}
        onSubmit={() => void sendCode(stage.transaction, stage.codeLength)}
      />
    );
  }

  return (
    <div className="ferry-deposit-confirm">
      <DepositSummary draft={draft} row={row} kind={kind} />
      {isBlik ? (
        <BlikCodeForm
          code={blikCode}
          error={blikError}
          onChange={setBlikCode}
          onSubmit={() => void confirm()}
        />
      ) : null}
      <FormError message={formError} />
    </div>
  );
}
