import '../../../styles/amount-summary.css';
import './chat-pay.css';
import type { ChatPaymentView } from '@ferry/shared/contracts';
import {
  CHAT_PAYMENT_DEFAULT_TTL_DAYS,
  CHAT_PAYMENT_NOTE_MAX_LENGTH,
  type ChatPaymentKind,
} from '@ferry/shared/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { AmountSummary } from '../../../components/money/amount-summary';
import { MoneyText } from '../../../components/money/money-text';
import { SelectField } from '../../../components/select-field';
import { StatePanel } from '../../../components/state-panel';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled } from '../../../lib/api-error-text';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useAskWriteAccessOnce } from '../../../platform-hooks/use-write-access';
import { DEPOSIT_PATH } from '../../../shell/paths';
import { useChatPayBalances, useCreateChatPayment } from '../api/chat-pay-queries';
import { checkChatPayAmount } from '../utils/chat-pay-amount';
import { useChatPayErrorText, useFormatCardMoney } from '../utils/chat-pay-text';

/** Currencies one may ask for without holding them yet (a request moves nothing off the balance). */
const REQUEST_CURRENCIES = ['USDT', 'EUR', 'USD'] as const;

interface Draft {
  currency: string;
  amount: string;
  note: string;
}

interface ChatPayFormProps {
  kind: ChatPaymentKind;
  /** The card exists (a send card's money is held): the page moves on to share it. */
  onCreated(payment: ChatPaymentView): void;
}

/**
 * `/pay/send` and `/pay/request`: amount, currency and an optional note, then one confirm that
 * says exactly what leaves the balance (a send card's amount, held, with no fee; nothing for a
 * request), then the card is made under one idempotency key.
 */
export function ChatPayForm({ kind, onCreated }: ChatPayFormProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const balances = useChatPayBalances();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [draft, setDraft] = useState<Draft>({ currency: '', amount: '', note: '' });
  const [amountError, setAmountError] = useState<string | null>(null);
  const held = useMemo(
    () => (balances.data ?? []).filter((balance) => Number(balance.available) > 0),
    [balances.data],
  );
  const currencies = useMemo(() => {
    const own = held.map((balance) => balance.currency);
    return kind === 'send' ? own : [...new Set([...own, ...REQUEST_CURRENCIES])];
  }, [held, kind]);
  const currency = draft.currency || currencies[0] || '';
  const available = held.find((balance) => balance.currency === currency)?.available ?? null;
  useClosingConfirmation(draft.amount.trim() !== '');

  function toConfirm() {
    const check = checkChatPayAmount(
      draft.amount,
      language,
      currency,
      kind === 'send' ? (available ?? '0') : null,
    );
    if (!check.ok) {
      setAmountError(t(check.message.key, check.message.params));
      return;
    }
    setAmountError(null);
    setDraft((current) => ({ ...current, currency, amount: check.amount }));
    setStep('confirm');
  }

  const isFormStep = step === 'form';
  if (balances.isPending) return <LoadingState />;
  if (!balances.data) return <QueryErrorState query={balances} title={t('chatPay.form.balancesError')} />;
  if (currencies.length === 0) {
    return (
      <StatePanel
        title={t('chatPay.form.noMoneyTitle')}
        description={t('chatPay.form.noMoneyDescription')}
        action={
          <Link to={DEPOSIT_PATH} className="ferry-link-button">
            {t('chatPay.form.deposit')}
          </Link>
        }
      />
    );
  }
  if (!isFormStep) {
    return (
      <ChatPayConfirm
        kind={kind}
        draft={{ ...draft, currency }}
        available={available}
        onEdit={() => setStep('form')}
        onCreated={onCreated}
      />
    );
  }
  return (
    <ChatPayFields
      kind={kind}
      currencies={currencies}
      currency={currency}
      available={available}
      draft={draft}
      amountError={amountError}
      onChange={(next) => {
        setDraft((current) => ({ ...current, ...next }));
        if (next.amount !== undefined || next.currency !== undefined) setAmountError(null);
      }}
      onSubmit={toConfirm}
    />
  );
}

interface FieldsProps {
  kind: ChatPaymentKind;
  currencies: string[];
  currency: string;
  available: string | null;
  draft: Draft;
  amountError: string | null;
  onChange(next: Partial<Draft>): void;
  onSubmit(): void;
}

function ChatPayFields({
  kind,
  currencies,
  currency,
  available,
  draft,
  amountError,
  onChange,
  onSubmit,
}: FieldsProps) {
  const t = useTranslate();
  const currencyId = useId();
  const noteCount = draft.note.length;
  // Mounted only with the fields: the confirm below holds the main button on its own.
  useMainButton({ text: t('common.continue'), onClick: onSubmit });
  return (
    <form
      className="ferry-form ferry-chat-pay-form"
      aria-label={t('chatPay.form.formLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SelectField
        id={currencyId}
        label={t('chatPay.form.currency')}
        options={currencies}
        optionLabel={(option) => option}
        value={currency}
        onChange={(event) => onChange({ currency: event.target.value })}
      />
      <TextField
        label={t('chatPay.form.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        error={amountError}
        hint={
          available !== null ? (
            <>
              {t('chatPay.form.available')} <MoneyText amount={available} currency={currency} />
            </>
          ) : undefined
        }
        onChange={(event) => onChange({ amount: event.target.value })}
      />
      <TextField
        label={t('chatPay.form.note')}
        placeholder={t('chatPay.form.notePlaceholder')}
        autoComplete="off"
        maxLength={CHAT_PAYMENT_NOTE_MAX_LENGTH}
        value={draft.note}
        hint={t('chatPay.form.noteCount', { count: noteCount, max: CHAT_PAYMENT_NOTE_MAX_LENGTH })}
        onChange={(event) => onChange({ note: event.target.value.replace(/\n/g, ' ') })}
      />
      {kind === 'send' ? <p className="ferry-chat-pay-fine">{t('chatPay.form.noFee')}</p> : null}
    </form>
  );
}

interface ConfirmProps {
  kind: ChatPaymentKind;
  draft: Draft;
  available: string | null;
  onEdit(): void;
  onCreated(payment: ChatPaymentView): void;
}

/** The one confirm: what the card says and what leaves the balance, then one press makes it. */
function ChatPayConfirm({ kind, draft, onEdit, onCreated }: ConfirmProps) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const money = useFormatCardMoney();
  const create = useCreateChatPayment();
  const errorText = useChatPayErrorText(undefined);
  const askWriteAccess = useAskWriteAccessOnce();
  const [error, setError] = useState<string | null>(null);
  const isSendingRef = useRef(false);
  const amount = money(draft.amount, draft.currency);
  const note = draft.note.trim();
  useClosingConfirmation(create.isPending);

  async function submit() {
    if (isSendingRef.current) return;
    isSendingRef.current = true;
    setError(null);
    askWriteAccess();
    try {
      const payment = await create.mutateAsync({
        kind,
        amount: draft.amount,
        currency: draft.currency,
        ...(note ? { note } : {}),
      });
      haptics.notificationOccurred('success');
      onCreated(payment);
    } catch (failure) {
      haptics.notificationOccurred('error');
      if (!isTwoFactorCancelled(failure)) setError(errorText(failure));
    } finally {
      isSendingRef.current = false;
    }
  }

  useMainButton({
    text: t(kind === 'send' ? 'chatPay.confirm.submitSend' : 'chatPay.confirm.submitRequest', { amount }),
    onClick: () => void submit(),
    isLoading: create.isPending,
    isEnabled: !create.isPending,
  });

  const rows =
    kind === 'send'
      ? [
          { label: t('chatPay.confirm.youSend'), value: amount },
          { label: t('chatPay.confirm.fee'), value: t('chatPay.confirm.noFee') },
          { label: t('chatPay.confirm.leaves'), value: amount, isStrong: true },
        ]
      : [
          { label: t('chatPay.confirm.youRequest'), value: amount },
          { label: t('chatPay.confirm.nothingLeaves'), value: t('chatPay.confirm.nothing'), isStrong: true },
        ];
  if (note) rows.push({ label: t('chatPay.confirm.note'), value: note });

  return (
    <section className="ferry-chat-pay-confirm" aria-labelledby="ferry-chat-pay-confirm-title">
      <h2 id="ferry-chat-pay-confirm-title" className="ferry-heading">
        {t('chatPay.confirm.title')}
      </h2>
      <AmountSummary rows={rows} label={t('chatPay.confirm.summaryLabel')} />
      <p className="ferry-chat-pay-fine">
        {kind === 'send'
          ? t('chatPay.confirm.heldExplained', { days: CHAT_PAYMENT_DEFAULT_TTL_DAYS })
          : t('chatPay.confirm.requestExplained', { amount, days: CHAT_PAYMENT_DEFAULT_TTL_DAYS })}
      </p>
      <FormError message={error} />
      <button type="button" className="ferry-link-button" onClick={onEdit} disabled={create.isPending}>
        {t('chatPay.confirm.edit')}
      </button>
    </section>
  );
}
