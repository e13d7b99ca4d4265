import { formatAmount, parseLocaleAmount } from '@ferry/shared/domain';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { MoneyText } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { withdrawStepPath } from '../../../shell/paths';
import { useWithdrawTerms } from '../api/use-withdraw-terms';
import { useWithdrawDraftStore } from '../stores/withdraw-draft-store';
import { checkWithdrawAmount, costsOf, maxWithdrawMinor } from '../utils/withdraw-amount';
import { WithdrawCostLines } from './withdraw-cost-lines';

interface AmountValues {
  amount: string;
  network: string;
}

/** Step 1: how much, and for crypto on which network; checked against limits and balance here. */
export function WithdrawAmountForm({ payway, currency }: { payway: string; currency: string }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const networkId = useId();
  const draft = useWithdrawDraftStore();
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<AmountValues>({
    defaultValues: { amount: draft.amount, network: draft.network ?? '' },
  });
  const network = watch('network') || null;
  const amountText = watch('amount');
  // An amount typed but not yet taken into the flow is unsaved too: closing the app asks.
  useClosingConfirmation(amountText.trim() !== '' && amountText !== draft.amount);
  const { options, row, terms, available, isLoading, error, refetch } = useWithdrawTerms(
    payway,
    currency,
    network,
  );
  const isCrypto = options.some((option) => option.network !== null);

  // The first network is the default until the user picks one.
  useEffect(() => {
    if (isCrypto && !network && options[0]?.network) setValue('network', options[0].network);
  }, [isCrypto, network, options, setValue]);

  // What the server said about the amount on confirm lands on the field.
  const amountIssue = draft.serverIssues.amount;
  useEffect(() => {
    if (amountIssue) setError('amount', { message: t(amountIssue.key, amountIssue.params) });
  }, [amountIssue, setError, t]);

  const submit = handleSubmit((values) => {
    draft.setAmount(values.amount.trim(), values.network || null);
    navigate(withdrawStepPath(payway, currency, 'requisites'));
  });

  useMainButton({
    text: t('common.continue'),
    onClick: () => void submit(),
    isEnabled: terms !== null,
    isVisible: !isLoading && !error,
  });

  if (isLoading) return <LoadingState />;
  if (error) return <ErrorState error={error} title={t('withdraw.form.error')} onRetry={refetch} />;
  if (!row || !terms)
    return (
      <StatePanel
        title={t('withdraw.payways.empty.title', { currency })}
        description={t('withdraw.payways.empty.description')}
      />
    );

  const amountMinor = parseLocaleAmount(amountText, language, terms.scale);
  const costs = amountMinor !== null && amountMinor > 0n ? costsOf(terms, amountMinor) : null;
  const maxMinor = maxWithdrawMinor(terms);

  return (
    <form className="ferry-form ferry-withdraw-form" noValidate onSubmit={(event) => void submit(event)}>
      {isCrypto ? (
        <div className="ferry-field">
          <label className="ferry-field-label" htmlFor={networkId}>
            {t('withdraw.form.network')}
          </label>
          <select id={networkId} className="ferry-select" {...register('network')}>
            {options.map((option) => (
              <option key={option.network} value={option.network ?? ''}>
                {option.network}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="ferry-withdraw-amount">
        <TextField
          label={t('withdraw.form.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          error={formState.errors.amount?.message}
          hint={
            <>
              {t('withdraw.form.available')} <MoneyText amount={available} currency={currency} />
            </>
          }
          {...register('amount', {
            validate: (value) => {
              const message = checkWithdrawAmount(value, terms, language);
              return message ? t(message.key, message.params) : true;
            },
          })}
        />
        {maxMinor !== null ? (
          <button
            type="button"
            className="ferry-link-button ferry-withdraw-max"
            onClick={() =>
              setValue(
                'amount',
                formatAmount(maxMinor, terms.scale, language, { minimumFractionDigits: 0 }),
                {
                  shouldValidate: true,
                  shouldDirty: true,
                },
              )
            }
          >
            {t('withdraw.form.max')}
          </button>
        ) : null}
      </div>
      <WithdrawCostLines currency={currency} scale={terms.scale} costs={costs} limits={row.limits} />
    </form>
  );
}
