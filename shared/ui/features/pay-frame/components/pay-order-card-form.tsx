import {
  cardNumberSchema,
  createCardExpirySchema,
  firstMessage,
  personNameSchema,
} from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';

export interface PayCard {
  number: string;
  expiry: string;
  cvv: string;
  holder_name: string;
}

type Field = 'number' | 'expiry' | 'cvv' | 'holder_name';

/** Groups of four as people read a card; the contract takes the spaces. */
function formatNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" as typed: the slash appears once the month is whole. */
function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The customer's card for a pay-frame order (a guest's card: nothing is saved, no saved cards are
 * offered), checked with the domain's rules — Luhn, an expiry still ahead — before it is sent.
 */
export function PayOrderCardForm({
  initial,
  onNext,
}: {
  initial: PayCard | null;
  onNext(card: PayCard): void;
}) {
  const t = useTranslate();
  const [card, setCard] = useState<PayCard>(initial ?? { number: '', expiry: '', cvv: '', holder_name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const number = firstMessage(cardNumberSchema.safeParse(card.number));
    if (number) found.number = t(number.key, number.params);
    const expiry = firstMessage(createCardExpirySchema({ now: new Date() }).safeParse(card.expiry));
    if (expiry) found.expiry = t(expiry.key, expiry.params);
    if (!/^\d{3,4}$/.test(card.cvv)) found.cvv = t('validation.invalid');
    const holder = firstMessage(personNameSchema.safeParse(card.holder_name));
    if (holder) found.holder_name = t(holder.key, holder.params);
    return found;
  }

  const set = (field: Field, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  return (
    <form
      className="ferry-form ferry-pay-card"
      noValidate
      aria-label={t('payFrame.method.card')}
      onSubmit={(event) => {
        event.preventDefault();
        const found = check();
        setErrors(found);
        if (Object.keys(found).length === 0) onNext(card);
      }}
    >
      <TextField
        label={t('payFrame.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        error={errors.number ?? null}
        onChange={(event) => set('number', formatNumber(event.target.value))}
      />
      <div className="ferry-pay-card-row">
        <TextField
          label={t('payFrame.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          error={errors.expiry ?? null}
          onChange={(event) => set('expiry', formatExpiry(event.target.value))}
        />
        <TextField
          label={t('payFrame.card.cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.cvv}
          error={errors.cvv ?? null}
          onChange={(event) => set('cvv', event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      <TextField
        label={t('payFrame.card.holder')}
        autoComplete="cc-name"
        value={card.holder_name}
        error={errors.holder_name ?? null}
        onChange={(event) => set('holder_name', event.target.value)}
      />
      <Button type="submit" size="l" stretched>
        {t('payFrame.card.continue')}
      </Button>
    </form>
  );
}
