import type { Message } from '@ferry/locales';
import {
  cardCvvLength,
  cardNumberSchema,
  createCardExpirySchema,
  firstMessage,
  isCompleteCardNumber,
  personNameSchema,
  suggestPersonName,
} from '@ferry/shared/domain';
import { useRef, useState } from 'react';
import { EnterForm } from '../../../components/enter-form';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useReadyFrame } from '../../../shell/frame/frame-context';
import { useSavedCards } from '../api/exchange-saved-queries';
import type { CardChoice, NewCard } from '../stores/exchange-card-store';

type Field = 'number' | 'expiry' | 'cvv' | 'holder_name';

const CVV = /^\d{3,4}$/;
const NEW = 'new';

/** "1225" or "12/25" typed → "12 / 25", as the spec writes an expiry. */
export function formatExpiryInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Digits in groups of four, as printed on the card. */
export function formatCardNumberInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function checkCard(card: NewCard): Partial<Record<Field, Message>> {
  const errors: Partial<Record<Field, Message>> = {};
  const number = firstMessage(cardNumberSchema.safeParse(card.number));
  if (number) errors.number = number;
  const expiry = firstMessage(createCardExpirySchema({ now: new Date() }).safeParse(card.expiry));
  if (expiry) errors.expiry = expiry;
  if (!CVV.test(card.cvv))
    errors.cvv = { key: card.cvv === '' ? 'validation.required' : 'validation.invalid' };
  const holder = firstMessage(personNameSchema.safeParse(card.holder_name));
  if (holder) errors.holder_name = holder;
  return errors;
}

interface CardEntryProps {
  initial: CardChoice | null;
  onDirtyChange(isDirty: boolean): void;
  onDone(card: CardChoice): void;
}

/**
 * The card an exchange is paid with (spec 000 §2 `/exchange/insert-card`): one of the user's
 * saved cards, or a new one (number, expiry MM / YY, CVV, holder) checked before anything is sent.
 * A new card needs no taps between its fields: the number has focus on arrival, a whole number
 * moves on to the expiry, a whole expiry to the CVV, a whole CVV to the holder when that is still
 * empty; the holder starts as the name a shop's frame vouched for, else the messenger profile's
 * name (editable either way).
 */
export function CardEntry({ initial, onDirtyChange, onDone }: CardEntryProps) {
  const t = useTranslate();
  const { haptics, messengerUser } = usePlatform();
  const frameCustomer = useReadyFrame()?.customer ?? null;
  // The shop's word for the customer's name (a signed URL or session), else the messenger's.
  const suggestedHolder =
    frameCustomer && (frameCustomer.first_name || frameCustomer.last_name)
      ? suggestPersonName(frameCustomer.first_name ?? '', frameCustomer.last_name ?? '')
      : messengerUser
        ? suggestPersonName(messengerUser.firstName, messengerUser.lastName)
        : '';
  const cards = useSavedCards();
  const [choice, setChoice] = useState(initial && 'id' in initial ? initial.id : NEW);
  const [card, setCard] = useState<NewCard>(
    initial && 'kind' in initial
      ? initial
      : {
          number: '',
          expiry: '',
          cvv: '',
          holder_name: suggestedHolder,
          save: false,
        },
  );
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvvRef = useRef<HTMLInputElement>(null);
  const holderRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, Message>>>({});
  const saved = cards.data ?? [];
  const activeChoice = saved.some((item) => item.id === choice) ? choice : NEW;

  const edit = (field: Field, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onDirtyChange(true);
  };

  /** Moves on to the next field once this one is whole, unless the next already holds something. */
  const moveOnWhen = (isWhole: boolean, next: HTMLInputElement | null) => {
    if (isWhole && next && next.value === '') next.focus();
  };
  const isWholeExpiry = (value: string) =>
    createCardExpirySchema({ now: new Date() }).safeParse(value).success;

  const submit = () => {
    const picked = saved.find((item) => item.id === activeChoice);
    if (picked) {
      onDone({
        id: picked.id,
        label: t('exchange.card.ending', { brand: picked.brand.toUpperCase(), last4: picked.last4 }),
      });
      return;
    }
    const found = checkCard(card);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      haptics.notificationOccurred('error');
      return;
    }
    onDone({
      kind: 'new',
      ...card,
      number: card.number.replaceAll(' ', ''),
      holder_name: card.holder_name.trim(),
    });
  };

  useMainButton({ text: t('common.continue'), isEnabled: !cards.isPending, onClick: submit });

  if (cards.isPending) return <LoadingState />;
  if (cards.isError)
    return (
      <ErrorState
        error={cards.error}
        title={t('exchange.card.loadError')}
        onRetry={() => void cards.refetch()}
      />
    );

  const errorOf = (field: Field) => {
    const message = errors[field];
    return message ? t(message.key, message.params) : null;
  };

  return (
    <EnterForm className="ferry-exchange-step" onSubmit={submit}>
      {saved.length > 0 ? (
        <fieldset className="ferry-fieldset ferry-choice-list">
          <legend>{t('exchange.card.saved')}</legend>
          {saved.map((item) => (
            <label key={item.id} className="ferry-choice">
              <input
                type="radio"
                name="card"
                checked={activeChoice === item.id}
                onChange={() => setChoice(item.id)}
              />
              <span className="ferry-choice-text">
                <span className="ferry-choice-value">
                  {t('exchange.card.ending', { brand: item.brand.toUpperCase(), last4: item.last4 })}
                </span>
                <span className="ferry-choice-hint">{item.expiry}</span>
              </span>
            </label>
          ))}
          <label className="ferry-choice">
            <input type="radio" name="card" checked={activeChoice === NEW} onChange={() => setChoice(NEW)} />
            <span className="ferry-choice-text">{t('exchange.card.new')}</span>
          </label>
        </fieldset>
      ) : null}
      {activeChoice === NEW ? (
        <fieldset className="ferry-fieldset ferry-field-stack">
          <legend>{t('exchange.card.new')}</legend>
          <TextField
            label={t('exchange.card.number')}
            value={card.number}
            inputMode="numeric"
            autoComplete="cc-number"
            name="cardnumber"
            enterKeyHint="next"
            // The one field every new card starts with; the keyboard is up on arrival.
            autoFocus={card.number === ''}
            error={errorOf('number')}
            onChange={(event) => {
              const number = formatCardNumberInput(event.target.value);
              edit('number', number);
              moveOnWhen(isCompleteCardNumber(number), expiryRef.current);
            }}
          />
          <div className="ferry-card-row">
            <TextField
              label={t('exchange.card.expiry')}
              value={card.expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              name="exp-date"
              enterKeyHint="next"
              placeholder="MM / YY"
              ref={expiryRef}
              error={errorOf('expiry')}
              onChange={(event) => {
                const expiry = formatExpiryInput(event.target.value);
                edit('expiry', expiry);
                moveOnWhen(isWholeExpiry(expiry), cvvRef.current);
              }}
            />
            <TextField
              label={t('exchange.card.cvv')}
              value={card.cvv}
              inputMode="numeric"
              autoComplete="cc-csc"
              name="cvc"
              enterKeyHint="next"
              maxLength={4}
              ref={cvvRef}
              error={errorOf('cvv')}
              onChange={(event) => {
                const cvv = event.target.value.replace(/\D/g, '');
                edit('cvv', cvv);
                moveOnWhen(cvv.length === cardCvvLength(card.number), holderRef.current);
              }}
            />
          </div>
          <TextField
            label={t('exchange.card.holder')}
            value={card.holder_name}
            autoComplete="cc-name"
            name="ccname"
            autoCapitalize="words"
            ref={holderRef}
            error={errorOf('holder_name')}
            onChange={(event) => edit('holder_name', event.target.value)}
          />
          <label className="ferry-checkbox">
            <input
              type="checkbox"
              checked={card.save}
              onChange={(event) => setCard((current) => ({ ...current, save: event.target.checked }))}
            />
            <span>{t('exchange.card.save')}</span>
          </label>
          <p className="ferry-field-hint">{t('exchange.card.ownOnly')}</p>
        </fieldset>
      ) : null}
    </EnterForm>
  );
}
