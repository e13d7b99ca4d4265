import type { MessageKey } from '@ferry/locales';
import {
  REQUISITE_KIND_OF_PAYWAY,
  type UtransactionView,
  WITHDRAW_PAYWAYS,
  type WithdrawPayway,
} from '@ferry/shared/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { type UtransactionRequisite, useSetUtransactionRequisite } from '../api/utransaction-queries';
import { useSavedRequisites } from '../api/withdraw-queries';
import { checkNewRequisite, displayRequisite, takesMemo } from '../utils/requisite-issues';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NEW = 'new';

const VALUE_LABEL: Record<string, MessageKey> = {
  card_mask: 'withdraw.requisites.card',
  iban: 'withdraw.requisites.iban',
  address: 'withdraw.requisites.address',
};

function isWithdrawPayway(value: string | null): value is WithdrawPayway {
  return (WITHDRAW_PAYWAYS as readonly string[]).includes(value ?? '');
}

interface Values {
  value: string;
  memo: string;
}

/**
 * Where a unified payout goes: another Ferry profile (payway `balance`), a saved requisite, or
 * details typed in, checked by the domain's rules before they are sent.
 */
export function UtransactionRequisitesForm({ order, onSaved }: { order: UtransactionView; onSaved(): void }) {
  const t = useTranslate();
  const groupId = useId();
  const errorText = useApiErrorText();
  const setRequisite = useSetUtransactionRequisite(order.id);
  const payway = isWithdrawPayway(order.payway) ? order.payway : null;
  const kind = payway ? REQUISITE_KIND_OF_PAYWAY[payway] : undefined;
  const saved = useSavedRequisites(kind);
  const matching = (saved.data ?? []).filter(
    (entry) => kind !== 'address' || entry.network === order.network,
  );
  const [choice, setChoice] = useState('');
  const selected = choice || (kind && saved.isSuccess ? (matching[0]?.id ?? NEW) : NEW);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { value: '', memo: '' },
  });
  const paidCurrency =
    order.type === 'UCONVERT_PAYOUT' ? (order.to_currency ?? order.currency) : order.currency;
  const hasMemo = takesMemo(order.network);

  async function send(requisite: UtransactionRequisite) {
    setFormError(null);
    try {
      await setRequisite.mutateAsync(requisite);
      onSaved();
    } catch (failure) {
      const issues = readFieldIssues(failure);
      const valueIssue = issues['requisite.value'] ?? issues['requisite.profile_id'] ?? issues.requisite;
      if (valueIssue) setError('value', { message: t(valueIssue.key, valueIssue.params) });
      else setFormError(errorText(failure));
    }
  }

  const submit = handleSubmit(async (values) => {
    if (setRequisite.isPending) return;
    if (!payway) {
      if (!UUID.test(values.value.trim())) {
        setError('value', { message: t(values.value.trim() ? 'validation.invalid' : 'validation.required') });
        return;
      }
      await send({ profile_id: values.value.trim() });
      return;
    }
    if (selected !== NEW) {
      await send({ id: selected });
      return;
    }
    const issues = checkNewRequisite({
      payway,
      currency: paidCurrency,
      network: order.network,
      value: values.value,
      memo: hasMemo ? values.memo : '',
    });
    if (issues.value) setError('value', { message: t(issues.value as MessageKey) });
    if (issues.memo) setError('memo', { message: t(issues.memo as MessageKey) });
    if (issues.value || issues.memo) return;
    await send({
      value: values.value.trim(),
      ...(hasMemo && values.memo.trim() ? { memo: values.memo.trim() } : {}),
    });
  });

  useMainButton({
    text: t('common.continue'),
    onClick: () => void submit(),
    isLoading: setRequisite.isPending,
    isEnabled: !setRequisite.isPending,
  });

  if (kind && saved.isPending) return <LoadingState />;
  return (
    <form className="ferry-form" noValidate onSubmit={(event) => void submit(event)}>
      {kind && matching.length > 0 ? (
        <fieldset className="ferry-fieldset ferry-withdraw-choices">
          <legend>{t('withdraw.requisites.heading')}</legend>
          {matching.map((requisite) => (
            <label key={requisite.id} className="ferry-withdraw-choice">
              <input
                type="radio"
                name={groupId}
                checked={selected === requisite.id}
                onChange={() => setChoice(requisite.id)}
              />
              <span className="ferry-withdraw-choice-text">
                {requisite.name ? <span className="ferry-withdraw-choice-name">{requisite.name}</span> : null}
                <span className="ferry-withdraw-choice-value">
                  {displayRequisite(requisite.value, requisite.kind)}
                </span>
              </span>
            </label>
          ))}
          <label className="ferry-withdraw-choice">
            <input type="radio" name={groupId} checked={selected === NEW} onChange={() => setChoice(NEW)} />
            <span className="ferry-withdraw-choice-text">
              <span className="ferry-withdraw-choice-name">{t('withdraw.requisites.new')}</span>
            </span>
          </label>
        </fieldset>
      ) : null}
      {selected === NEW ? (
        <>
          <TextField
            label={t(kind ? (VALUE_LABEL[kind] as MessageKey) : 'withdraw.utransaction.profileId')}
            autoComplete="off"
            spellCheck={false}
            error={formState.errors.value?.message}
            {...register('value')}
          />
          {hasMemo ? (
            <TextField
              label={t('withdraw.requisites.memo')}
              autoComplete="off"
              error={formState.errors.memo?.message}
              {...register('memo')}
            />
          ) : null}
        </>
      ) : null}
      <FormError message={formError} />
    </form>
  );
}
