import type { PaymentCard, PaymentCardTerms } from '@ferry/shared/contracts';
import {
  CARD_CURRENCIES,
  CARD_DESIGNS,
  type CardCurrency,
  type CardDesign,
  cardholderNameSchema,
  cardNameSchema,
  embossedName,
  firstMessage,
} from '@ferry/shared/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EnterForm } from '../../../components/enter-form';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useAskWriteAccessOnce } from '../../../platform-hooks/use-write-access';
import { useIssuePaymentCard } from '../api/payment-cards-queries';
import { useCardErrorText } from '../utils/use-card-error-text';
import { ChoiceChips, DesignChoice } from './card-choices';
import { CardPreview } from './card-preview';
import { CardTerms } from './card-terms';

interface BookCardValues {
  cardholderName: string;
  cardName: string;
}

const FIELD_BY_PATH = { cardholder_name: 'cardholderName', card_name: 'cardName' } as const;

interface BookCardFormProps {
  terms: PaymentCardTerms;
  onIssued(card: PaymentCard): void;
}

/**
 * The card's order: currency, design, the name embossed (Latin, as in the passport) and the
 * card's own name, its fees for the chosen currency, then Issue. A currency with no cards left is
 * offered but says why it cannot be chosen.
 */
export function BookCardForm({ terms, onIssued }: BookCardFormProps) {
  const t = useTranslate();
  const errorText = useCardErrorText();
  const issue = useIssuePaymentCard();
  // The bot tells the card's spends and declines: the moment to ask whether it may write.
  const askWriteAccess = useAskWriteAccessOnce();
  const firstOpen = terms.currencies.find((item) => item.cards_left > 0)?.currency ?? CARD_CURRENCIES[0];
  const [currency, setCurrency] = useState<CardCurrency>(firstOpen);
  const [design, setDesign] = useState<CardDesign>(CARD_DESIGNS[0]);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<BookCardValues>({
    defaultValues: { cardholderName: '', cardName: '' },
  });
  const { errors, isSubmitting } = formState;
  const chosen = terms.currencies.find((item) => item.currency === currency);
  const isCurrencyFull = chosen ? chosen.cards_left === 0 : true;
  const message = (result: ReturnType<typeof firstMessage>) => (result ? t(result.key, result.params) : true);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    askWriteAccess();
    try {
      const card = await issue.mutateAsync({
        currency,
        design,
        cardholder_name: embossedName(values.cardholderName),
        card_name: values.cardName.trim(),
      });
      onIssued(card);
    } catch (failure) {
      if (isTwoFactorCancelled(failure)) return;
      // The server checks the names by the same rules; its issues go under their fields.
      const issues = readFieldIssues(failure);
      let isPlaced = false;
      for (const [path, field] of Object.entries(FIELD_BY_PATH)) {
        const issue = issues[path];
        if (!issue) continue;
        setError(field, { message: t(issue.key, issue.params) });
        isPlaced = true;
      }
      if (!isPlaced) setFormError(errorText(failure));
    }
  });

  useMainButton({
    text: t('cards.book.issue'),
    onClick: () => void submit(),
    isEnabled: !isCurrencyFull,
    isLoading: isSubmitting,
  });

  const cardholderName = watch('cardholderName');
  const cardName = watch('cardName');
  return (
    <EnterForm
      className="ferry-card-screen"
      aria-label={t('cards.book.formLabel')}
      onSubmit={() => void submit()}
    >
      <CardPreview
        design={design}
        cardholderName={cardholderName}
        currency={currency}
        cardName={cardName.trim()}
      />
      <ChoiceChips<CardCurrency>
        label={t('cards.book.currency')}
        name="card-currency"
        options={CARD_CURRENCIES.map((code) => ({ value: code, label: code }))}
        value={currency}
        onChange={setCurrency}
      />
      {isCurrencyFull ? <FormError message={t('errors.card.limitReached')} /> : null}
      <DesignChoice value={design} currency={currency} onChange={setDesign} />
      <TextField
        label={t('cards.book.cardholderName')}
        hint={t('cards.book.cardholderHint')}
        autoComplete="name"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.cardholderName?.message}
        {...register('cardholderName', {
          validate: (value) => message(firstMessage(cardholderNameSchema.safeParse(value))),
        })}
      />
      <TextField
        label={t('cards.book.cardName')}
        hint={t('cards.book.cardNameHint')}
        error={errors.cardName?.message}
        {...register('cardName', {
          validate: (value) => message(firstMessage(cardNameSchema.safeParse(value))),
        })}
      />
      {chosen ? (
        <section className="ferry-card-section" aria-labelledby="ferry-card-terms-title">
          <h2 id="ferry-card-terms-title" className="ferry-card-section-title">
            {t('cards.terms.title')}
          </h2>
          <CardTerms terms={chosen} />
          <p className="ferry-card-note">{t('cards.terms.activationNote')}</p>
        </section>
      ) : null}
      <FormError message={formError} />
    </EnterForm>
  );
}
