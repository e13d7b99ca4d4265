import type { PaymentCard } from '@ferry/shared/contracts';
import { cardFees } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionForm } from '../../../components/enter-form';
import { FormError } from '../../../components/form-error';
import { formatApiMoney } from '../../../components/money/money-text';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useTopUpPaymentCard } from '../api/payment-cards-queries';
import { normalizeAmount, topUpAmountIssue } from '../utils/card-amount';
import { useCardErrorText } from '../utils/use-card-error-text';

/**
 * Moves money from the user's balance in the card's currency onto the card. The first top-up
 * says what it pays once (the activation fee) and its minimum before the user sends it; a card
 * in overdraft says the top-up repays that first.
 */
export function TopUpForm({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const errorText = useCardErrorText();
  const topUp = useTopUpPaymentCard(card.id);
  const [formError, setFormError] = useState<string | null>(null);
  const isFirst = !card.is_activation_fee_charged;
  const fees = cardFees(card.currency);
  const money = (amount: string) => formatApiMoney(amount, card.currency, language);
  const { register, handleSubmit, reset, formState } = useForm<{ amount: string }>({
    defaultValues: { amount: '' },
  });
  const submit = handleSubmit(async ({ amount }) => {
    setFormError(null);
    try {
      await topUp.mutateAsync(normalizeAmount(amount));
      reset();
      notify.success(t('cards.topUp.done'));
    } catch (failure) {
      if (!isTwoFactorCancelled(failure)) setFormError(errorText(failure));
    }
  });
  const hasOverdraft = Number(card.overdraft) > 0;
  return (
    <section className="ferry-card-section" aria-labelledby="ferry-card-top-up-title">
      <h2 id="ferry-card-top-up-title" className="ferry-card-section-title">
        {t('cards.topUp.title')}
      </h2>
      {isFirst ? (
        <p className="ferry-card-note" data-testid="card-first-top-up">
          {t('cards.topUp.firstNote', { min: money(fees.minimumTopUp), fee: money(fees.activationFee) })}
        </p>
      ) : null}
      {hasOverdraft ? (
        <p className="ferry-card-note">{t('cards.topUp.overdraftNote', { amount: money(card.overdraft) })}</p>
      ) : null}
      <ActionForm className="ferry-card-section" onSubmit={() => void submit()}>
        <TextField
          label={t('cards.topUp.amount', { currency: card.currency })}
          inputMode="decimal"
          autoComplete="off"
          error={formState.errors.amount?.message}
          {...register('amount', {
            validate: (value) => {
              const issue = topUpAmountIssue(value, card.currency, isFirst);
              return issue ? t(issue.key, issue.params) : true;
            },
          })}
        />
        <FormError message={formError} />
        <Button
          type="submit"
          mode="filled"
          size="m"
          loading={formState.isSubmitting}
          disabled={formState.isSubmitting}
        >
          {t('cards.topUp.submit')}
        </Button>
      </ActionForm>
    </section>
  );
}
