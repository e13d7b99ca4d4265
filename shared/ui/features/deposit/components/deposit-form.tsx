import { Skeleton } from '@telegram-apps/telegram-ui';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { StatePanel } from '../../../components/state-panel';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useConvertTargets, useDepositPwCurrencies } from '../api/deposit-queries';
import { useDepositDraftStore } from '../stores/deposit-draft-store';
import { checkDepositAmount, type DepositRow } from '../utils/deposit-amount';
import { FeeSummary } from './fee-summary';

interface DepositFormProps {
  payway: string;
  currency: string;
  /** Called once the draft holds a valid amount. */
  onNext(): void;
}

interface FormValues {
  amount: string;
  convertTo: string;
}

/**
 * The amount step (spec 000 §2 ".../form"): the amount in the user's locale, checked against the
 * payway's limits before any request, the fee and what lands on the balance, and the option to
 * credit another balance currency on arrival (PAYIN_CONVERT).
 */
export function DepositForm({ payway, currency, onNext }: DepositFormProps) {
  const t = useTranslate();
  const rows = useDepositPwCurrencies(payway, currency);
  const row = rows.data?.find((entry) => entry.currency === currency && entry.network === null);
  if (rows.isPending) {
    return (
      <Skeleton visible>
        <div className="ferry-deposit-form-placeholder" />
      </Skeleton>
    );
  }
  if (rows.error) {
    return (
      <ErrorState
        error={rows.error}
        title={t('deposit.form.errorTitle')}
        onRetry={() => void rows.refetch()}
      />
    );
  }
  if (!row?.is_available) {
    return (
      <StatePanel title={t('deposit.form.unavailableTitle')} description={t('errors.UNAVAILABLE_PWCU')} />
    );
  }
  return <AmountForm row={row} onNext={onNext} />;
}

function AmountForm({ row, onNext }: { row: DepositRow; onNext(): void }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const formId = useId();
  const draft = useDepositDraftStore((state) => state.draft);
  const serverErrors = useDepositDraftStore((state) => state.fieldErrors);
  const setDraft = useDepositDraftStore((state) => state.setDraft);
  const targets = useConvertTargets(row.currency);
  const isSameDraft = draft?.payway === row.payway && draft.currency === row.currency;
  const { register, handleSubmit, watch, setError, formState } = useForm<FormValues>({
    defaultValues: {
      amount: isSameDraft ? draft.amountText : '',
      convertTo: isSameDraft ? (draft.convertTo ?? '') : '',
    },
  });
  const amountText = watch('amount');
  const convertTo = watch('convertTo');
  const check = checkDepositAmount(amountText, row, language);

  useEffect(() => {
    if (serverErrors.amount)
      setError('amount', { message: t(serverErrors.amount.key, serverErrors.amount.params) });
    if (serverErrors.convertTo)
      setError('convertTo', { message: t(serverErrors.convertTo.key, serverErrors.convertTo.params) });
  }, [serverErrors, setError, t]);

  const submit = handleSubmit((values) => {
    const checked = checkDepositAmount(values.amount, row, language);
    if (!checked.isValid) return;
    setDraft({
      payway: row.payway,
      currency: row.currency,
      amountText: values.amount,
      amount: checked.amount,
      convertTo: values.convertTo || null,
      card: isSameDraft ? (draft?.card ?? null) : null,
      walletPay: null,
    });
    onNext();
  });

  useMainButton({ text: t('common.continue'), onClick: () => void submit() });

  return (
    <form
      id={formId}
      className="ferry-form ferry-deposit-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={t('deposit.form.amount', { currency: row.currency })}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="next"
        error={formState.errors.amount?.message}
        {...register('amount', {
          validate: (value) => {
            const result = checkDepositAmount(value, row, language);
            return result.isValid ? true : t(result.message.key, result.message.params);
          },
        })}
      />
      {targets.data && targets.data.length > 0 ? (
        <div className="ferry-field">
          <label className="ferry-field-label" htmlFor={`${formId}-convert`}>
            {t('deposit.form.creditTo')}
          </label>
          <select
            id={`${formId}-convert`}
            className="ferry-input ferry-deposit-select"
            aria-describedby={`${formId}-convert-hint`}
            {...register('convertTo')}
          >
            <option value="">{t('deposit.form.creditSame', { currency: row.currency })}</option>
            {targets.data.map((target) => (
              <option key={target.to} value={target.to}>
                {t('deposit.form.creditConverted', { currency: target.to })}
              </option>
            ))}
          </select>
          <p id={`${formId}-convert-hint`} className="ferry-field-hint">
            {t('deposit.form.convertHint')}
          </p>
          {formState.errors.convertTo?.message ? (
            <p className="ferry-field-error" role="alert">
              {formState.errors.convertTo.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <FeeSummary
        row={row}
        amountMinor={check.isValid ? check.amountMinor : null}
        feeMinor={check.isValid ? check.feeMinor : null}
        convertTo={convertTo || null}
      />
      <button type="submit" hidden />
    </form>
  );
}
