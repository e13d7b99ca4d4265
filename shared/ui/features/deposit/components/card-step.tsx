import {
  cardCvvLength,
  cardNumberSchema,
  createCardExpirySchema,
  firstMessage,
  isCompleteCardNumber,
  personNameSchema,
  suggestPersonName,
} from '@ferry/shared/domain';
import { Button, Checkbox, Skeleton } from '@telegram-apps/telegram-ui';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EnterForm } from '../../../components/enter-form';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useSavedCards } from '../api/deposit-queries';
import { type DraftCard, useDepositDraftStore } from '../stores/deposit-draft-store';
import { formatCardExpiry, formatCardNumber } from '../utils/card-input';
import { useAvailableWalletPays, type WalletPay } from '../utils/wallet-pay';

const NEW_CARD = 'new';
const cvvPattern = /^\d{3,4}$/;

interface CardValues {
  number: string;
  expiry: string;
  cvv: string;
  holderName: string;
  save: boolean;
}

interface CardStepProps {
  /** The wallets the card payway offers (Apple/Google/Samsung Pay). */
  walletPays: readonly WalletPay[];
  onNext(): void;
}

/**
 * The insert-card step (spec 000 §2 ".../insert-card"): one of the user's own saved cards, or a
 * new one (number, expiry MM / YY, CVV, holder) checked with the domain rules — Luhn, an expiry
 * still ahead — before any request; optionally saved for next time. No taps between a new card's
 * fields: the number has focus on arrival and each whole field moves on to the next empty one;
 * the holder starts as the messenger profile's name (editable).
 */
export function CardStep({ walletPays, onNext }: CardStepProps) {
  const t = useTranslate();
  const formId = useId();
  const cards = useSavedCards();
  const draft = useDepositDraftStore((state) => state.draft);
  const serverErrors = useDepositDraftStore((state) => state.fieldErrors);
  const setCard = useDepositDraftStore((state) => state.setCard);
  const wallets = useAvailableWalletPays(walletPays);
  const { messengerUser } = usePlatform();
  const previous = draft?.card;
  const [choice, setChoice] = useState<string | null>(previous?.kind === 'saved' ? previous.id : null);
  const savedCards = cards.data ?? [];
  const selected = choice ?? savedCards[0]?.id ?? NEW_CARD;
  const isNew = selected === NEW_CARD;
  const typed = previous?.kind === 'new' ? previous : null;
  const { register, handleSubmit, setValue, setError, setFocus, getValues, formState } = useForm<CardValues>({
    defaultValues: {
      number: typed?.number ?? '',
      expiry: typed?.expiry ?? '',
      cvv: '',
      holderName:
        typed?.holderName ??
        (messengerUser ? suggestPersonName(messengerUser.firstName, messengerUser.lastName) : ''),
      save: typed?.save ?? true,
    },
  });
  const { errors } = formState;

  useEffect(() => {
    for (const field of ['number', 'expiry', 'cvv', 'holderName'] as const) {
      const message = serverErrors[field];
      if (message) setError(field, { message: t(message.key, message.params) });
    }
  }, [serverErrors, setError, t]);

  /** Moves on to the next field once this one is whole, unless the next already holds something. */
  const moveOnWhen = (isWhole: boolean, next: keyof CardValues) => {
    if (isWhole && getValues(next) === '') setFocus(next);
  };

  const check = (schema: z.ZodType) => (value: string) => {
    const message = firstMessage(schema.safeParse(value));
    return message ? t(message.key, message.params) : true;
  };

  const proceed = (walletPay: WalletPay | null) => {
    if (!isNew) {
      const saved = savedCards.find((card) => card.id === selected);
      if (!saved) return;
      setCard(
        { kind: 'saved', id: saved.id, label: `${saved.brand.toUpperCase()} •• ${saved.last4}` },
        walletPay,
      );
      onNext();
      return;
    }
    void handleSubmit((values) => {
      const card: DraftCard = {
        kind: 'new',
        ...values,
        number: values.number.trim(),
        expiry: values.expiry.trim(),
      };
      setCard(card, walletPay);
      onNext();
    })();
  };

  useMainButton({ text: t('common.continue'), onClick: () => proceed(null), isEnabled: !cards.isPending });

  return (
    <div className="ferry-deposit-card">
      {cards.isPending ? (
        <Skeleton visible>
          <div className="ferry-deposit-saved-placeholder" />
        </Skeleton>
      ) : (
        <fieldset className="ferry-deposit-cards">
          <legend className="ferry-deposit-subtitle">{t('deposit.card.choose')}</legend>
          {savedCards.map((card) => (
            <label key={card.id} className="ferry-deposit-card-option">
              <input
                type="radio"
                name={`${formId}-card`}
                value={card.id}
                checked={selected === card.id}
                onChange={() => setChoice(card.id)}
              />
              <span>
                {card.brand === 'visa' ? 'Visa' : 'Mastercard'} •• {card.last4}
                <small>
                  {card.holder_name} · {card.expiry}
                </small>
              </span>
            </label>
          ))}
          <label className="ferry-deposit-card-option">
            <input
              type="radio"
              name={`${formId}-card`}
              value={NEW_CARD}
              checked={isNew}
              onChange={() => setChoice(NEW_CARD)}
            />
            <span>{t('deposit.card.newCard')}</span>
          </label>
        </fieldset>
      )}
      {isNew && !cards.isPending ? (
        <EnterForm
          id={formId}
          className="ferry-form"
          aria-label={t('deposit.card.newCard')}
          onSubmit={() => proceed(null)}
        >
          <TextField
            label={t('deposit.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            enterKeyHint="next"
            placeholder="0000 0000 0000 0000"
            // The one field every new card starts with; the keyboard is up on arrival.
            autoFocus={!typed}
            error={errors.number?.message}
            {...register('number', {
              validate: check(cardNumberSchema),
              onChange: (event) => {
                const number = formatCardNumber(event.target.value);
                setValue('number', number);
                moveOnWhen(isCompleteCardNumber(number), 'expiry');
              },
            })}
          />
          <div className="ferry-deposit-card-row">
            <TextField
              label={t('deposit.card.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              enterKeyHint="next"
              placeholder="MM / YY"
              error={errors.expiry?.message}
              {...register('expiry', {
                validate: (value) => check(createCardExpirySchema({ now: new Date() }))(value),
                onChange: (event) => {
                  const expiry = formatCardExpiry(event.target.value);
                  setValue('expiry', expiry);
                  moveOnWhen(createCardExpirySchema({ now: new Date() }).safeParse(expiry).success, 'cvv');
                },
              })}
            />
            <TextField
              label={t('deposit.card.cvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              enterKeyHint="next"
              type="password"
              maxLength={4}
              error={errors.cvv?.message}
              {...register('cvv', {
                onChange: (event) =>
                  moveOnWhen(event.target.value.length === cardCvvLength(getValues('number')), 'holderName'),
                validate: (value) =>
                  value === ''
                    ? t('validation.required')
                    : cvvPattern.test(value)
                      ? true
                      : t('validation.invalid'),
              })}
            />
          </div>
          <TextField
            label={t('deposit.card.holder')}
            autoComplete="cc-name"
            autoCapitalize="words"
            error={errors.holderName?.message}
            {...register('holderName', { validate: check(personNameSchema) })}
          />
          <div className="ferry-check ferry-deposit-save">
            <Checkbox id={`${formId}-save`} {...register('save')} />
            <label htmlFor={`${formId}-save`}>{t('deposit.card.save')}</label>
          </div>
        </EnterForm>
      ) : null}
      {wallets.length > 0 ? (
        <div className="ferry-deposit-wallets">
          {wallets.map((wallet) => (
            <Button
              key={wallet}
              mode="bezeled"
              size="l"
              stretched
              type="button"
              onClick={() => proceed(wallet)}
            >
              {t(`deposit.card.wallet.${wallet}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <p className="ferry-field-hint">{t('deposit.card.ownOnly')}</p>
    </div>
  );
}
