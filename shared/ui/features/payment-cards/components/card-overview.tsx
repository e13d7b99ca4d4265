import type { PaymentCard } from '@ferry/shared/contracts';
import { cardStateLabelKey } from '@ferry/shared/domain';
import { AmountSummary } from '../../../components/money/amount-summary';
import { MoneyText } from '../../../components/money/money-text';
import { useTranslate } from '../../../i18n/use-translate';
import { CardPreview } from './card-preview';

/** The card's face with its state and what is on it: available, on hold, and an overdraft owed. */
export function CardOverview({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const isInactive = card.state !== 'active' && card.state !== 'unlocked';
  const rows = [
    { label: t('cards.overview.state'), value: t(cardStateLabelKey(card.state)) },
    {
      label: t('cards.overview.available'),
      value: <MoneyText amount={card.balance.available} currency={card.currency} />,
      isStrong: true,
    },
    {
      label: t('cards.overview.held'),
      value: <MoneyText amount={card.balance.held} currency={card.currency} />,
    },
  ];
  if (Number(card.overdraft) > 0) {
    rows.push({
      label: t('cards.overview.overdraft'),
      value: <MoneyText amount={card.overdraft} currency={card.currency} />,
    });
  }
  return (
    <section className="ferry-card-section" aria-label={t('cards.overview.label')}>
      <CardPreview
        design={card.design}
        cardholderName={card.cardholder_name}
        currency={card.currency}
        last4={card.last4}
        expiry={card.expiry}
        cardName={card.card_name}
        isInactive={isInactive}
      />
      <AmountSummary rows={rows} />
      {card.state === 'notActivated' ? <p className="ferry-card-note">{t('errors.card.inactive')}</p> : null}
      {card.state === 'activating' ? (
        <p className="ferry-card-note">{t('cards.overview.activating')}</p>
      ) : null}
    </section>
  );
}
