import type { PaymentCard } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionForm } from '../../../components/enter-form';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { useUpdatePaymentCardSettings } from '../api/payment-cards-queries';
import { limitAmountIssue, normalizeAmount } from '../utils/card-amount';
import { BLOCKABLE_CATEGORIES, categoryLabelKey, plainCategory } from '../utils/card-categories';
import { useCardErrorText } from '../utils/use-card-error-text';

interface ControlsValues {
  perAuthorizationMax: string;
  blocked: string[];
}

/**
 * The card's spending controls, checked before every authorization: a maximum per payment (empty
 * for none) and the merchant categories it refuses.
 */
export function SpendingControlsForm({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const errorText = useCardErrorText();
  const update = useUpdatePaymentCardSettings(card.id);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ControlsValues>({
    defaultValues: {
      perAuthorizationMax: card.controls.per_authorization_max ?? '',
      blocked: card.controls.blocked_categories,
    },
  });
  // A category the network or an earlier version blocked stays listed, so saving never drops it.
  const categories = [
    ...BLOCKABLE_CATEGORIES,
    ...card.controls.blocked_categories.filter(
      (item) => !(BLOCKABLE_CATEGORIES as readonly string[]).includes(item),
    ),
  ];
  const isEditable = card.state !== 'terminated';
  const submit = handleSubmit(async (values) => {
    setError(null);
    const max = normalizeAmount(values.perAuthorizationMax);
    try {
      const saved = await update.mutateAsync({
        per_authorization_max: max === '' ? null : max,
        blocked_categories: values.blocked,
      });
      reset({
        perAuthorizationMax: saved.controls.per_authorization_max ?? '',
        blocked: saved.controls.blocked_categories,
      });
      notify.success(t('cards.controls.saved'));
    } catch (failure) {
      setError(errorText(failure));
    }
  });
  return (
    <section className="ferry-card-section" aria-labelledby="ferry-card-controls-title">
      <h2 id="ferry-card-controls-title" className="ferry-card-section-title">
        {t('cards.controls.title')}
      </h2>
      <ActionForm className="ferry-card-section" onSubmit={() => void submit()}>
        <TextField
          label={t('cards.controls.perAuthorizationMax', { currency: card.currency })}
          hint={t('cards.controls.perAuthorizationHint')}
          inputMode="decimal"
          autoComplete="off"
          disabled={!isEditable}
          error={formState.errors.perAuthorizationMax?.message}
          {...register('perAuthorizationMax', {
            validate: (value) => {
              const issue = limitAmountIssue(value);
              return issue ? t(issue.key, issue.params) : true;
            },
          })}
        />
        <fieldset className="ferry-card-checks" disabled={!isEditable}>
          <legend className="ferry-chip-legend">{t('cards.controls.blocked')}</legend>
          {categories.map((category) => {
            const key = categoryLabelKey(category);
            return (
              <label key={category} className="ferry-card-check">
                <input type="checkbox" value={category} {...register('blocked')} />
                {key ? t(key) : plainCategory(category)}
              </label>
            );
          })}
        </fieldset>
        <FormError message={error} />
        {isEditable ? (
          <Button
            type="submit"
            mode="filled"
            size="m"
            loading={formState.isSubmitting}
            disabled={formState.isSubmitting || !formState.isDirty}
          >
            {t('cards.controls.save')}
          </Button>
        ) : null}
      </ActionForm>
    </section>
  );
}
