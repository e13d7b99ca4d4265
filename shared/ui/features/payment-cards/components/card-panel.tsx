import './payment-cards.css';
import type { PaymentCard } from '@ferry/shared/contracts';
import { cardStateLabelKey } from '@ferry/shared/domain';
import { Link } from 'react-router';
import { CardIcon } from '../../../components/icons';
import { MenuRow, MenuSection } from '../../../components/menu';
import { MoneyText } from '../../../components/money/money-text';
import { useTranslate } from '../../../i18n/use-translate';
import { usePaymentCards } from '../api/payment-cards-queries';
import { useCardLiveRefresh } from '../api/use-card-live-refresh';
import { cardSettingsPath } from '../utils/card-paths';
import { CardPreview } from './card-preview';
import { CardRecentSpends } from './card-recent-spends';

/** One card at a glance: its face, state, last four digits, balance, what it draws on, its last spends. */
function CardPanelRow({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const isInactive = card.state !== 'active' && card.state !== 'unlocked';
  return (
    <li className="ferry-card-panel-item">
      <Link to={cardSettingsPath(card.profile_id)} className="ferry-card-panel" data-testid="card-panel">
        <CardPreview
          design={card.design}
          cardholderName={card.cardholder_name}
          currency={card.currency}
          last4={card.last4}
          size="small"
          isInactive={isInactive}
        />
        <span className="ferry-card-panel-text">
          <span className="ferry-card-panel-name">
            {t('cards.panel.name', { name: card.card_name, last4: card.last4 })}
          </span>
          <span className="ferry-card-panel-line">{t(cardStateLabelKey(card.state))}</span>
          <span className="ferry-card-panel-line">
            {t('cards.panel.spendsFrom', { currencies: card.spend_from.join(', ') })}
          </span>
        </span>
        <MoneyText
          className="ferry-card-panel-balance"
          amount={card.balance.available}
          currency={card.currency}
        />
      </Link>
      <CardRecentSpends card={card} />
    </li>
  );
}

/**
 * The balances screen's card section: the user's cards, each leading to its page; when there are
 * none (or they are all terminated), the way to get one. Nothing while the list loads, so the
 * screen above does not move for it.
 */
export function CardPanel({ bookCardPath }: { bookCardPath: string }) {
  const t = useTranslate();
  const cards = usePaymentCards();
  useCardLiveRefresh();
  if (cards.isPending) return null;
  const live = (cards.data ?? []).filter((card) => card.state !== 'terminated');
  if (live.length === 0) {
    return (
      <MenuSection>
        <MenuRow
          to={bookCardPath}
          icon={<CardIcon />}
          label={t('cards.panel.getCard')}
          description={t('cards.panel.getCardDescription')}
        />
      </MenuSection>
    );
  }
  return (
    <section className="ferry-card-section" aria-labelledby="ferry-card-panel-title">
      <h2 id="ferry-card-panel-title" className="ferry-heading">
        {t('cards.panel.title')}
      </h2>
      <ul className="ferry-card-list">
        {live.map((card) => (
          <CardPanelRow key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}
