import type { PaymentCard } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { useOwnerBalances, useUpdatePaymentCardSettings } from '../api/payment-cards-queries';
import { moveCurrency, spendFromChoices } from '../utils/spend-from';
import { useCardErrorText } from '../utils/use-card-error-text';

/**
 * The order the card draws on balances: its own balance (the card's currency), then the user's
 * other currencies as they arrange them, each converted at the live quote when the spend is in
 * another currency. The card's own balance always stays on the list.
 */
export function SpendFromEditor({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const errorText = useCardErrorText();
  const update = useUpdatePaymentCardSettings(card.id);
  const balances = useOwnerBalances();
  const [order, setOrder] = useState<string[]>(card.spend_from);
  const [error, setError] = useState<string | null>(null);
  const held = (balances.data ?? []).map((balance) => balance.currency);
  const { included, available } = spendFromChoices(order, held, card.currency);
  const isChanged = included.join() !== card.spend_from.join();
  const isEditable = card.state !== 'terminated';

  async function save() {
    setError(null);
    try {
      await update.mutateAsync({ spend_from: included });
      notify.success(t('cards.spendFrom.saved'));
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  const label = (currency: string) =>
    currency === card.currency
      ? t('cards.spendFrom.cardBalance', { currency })
      : t('cards.spendFrom.balance', { currency });
  return (
    <section className="ferry-card-section" aria-labelledby="ferry-card-spend-from-title">
      <h2 id="ferry-card-spend-from-title" className="ferry-card-section-title">
        {t('cards.spendFrom.title')}
      </h2>
      <p className="ferry-card-note">{t('cards.spendFrom.note')}</p>
      <ol className="ferry-card-order" aria-label={t('cards.spendFrom.title')}>
        {included.map((currency, index) => (
          <li key={currency} className="ferry-card-order-item">
            <span>{label(currency)}</span>
            <button
              type="button"
              className="ferry-card-icon-button"
              aria-label={t('cards.spendFrom.up', { currency })}
              disabled={!isEditable || index === 0}
              onClick={() => setOrder(moveCurrency(included, index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="ferry-card-icon-button"
              aria-label={t('cards.spendFrom.down', { currency })}
              disabled={!isEditable || index === included.length - 1}
              onClick={() => setOrder(moveCurrency(included, index, 1))}
            >
              ↓
            </button>
            <button
              type="button"
              className="ferry-card-icon-button"
              aria-label={t('cards.spendFrom.remove', { currency })}
              disabled={!isEditable || currency === card.currency}
              onClick={() => setOrder(included.filter((item) => item !== currency))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {isEditable && available.length > 0 ? (
        <div className="ferry-card-actions">
          {available.map((currency) => (
            <Button key={currency} mode="outline" size="s" onClick={() => setOrder([...included, currency])}>
              {t('cards.spendFrom.add', { currency })}
            </Button>
          ))}
        </div>
      ) : null}
      <FormError message={error} />
      {isChanged ? (
        <Button mode="filled" size="m" loading={update.isPending} onClick={() => void save()}>
          {t('cards.spendFrom.save')}
        </Button>
      ) : null}
    </section>
  );
}
