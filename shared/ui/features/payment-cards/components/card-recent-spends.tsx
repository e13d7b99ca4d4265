import type { CardAuthorization, PaymentCard } from '@ferry/shared/contracts';
import { Link } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { useCardAuthorizations } from '../api/payment-cards-queries';
import { cardPaymentsPath } from '../utils/card-paths';
import {
  CardPaymentHead,
  CardPaymentStatus,
  cardPaymentTransactionPath,
  useRefundedText,
} from './card-payment-summary';

/** As many as the balances screen has room for under a card; the card's page lists the rest. */
const RECENT_SPENDS = 3;

/**
 * One recent payment, as the card's payments list shows it (where, how much, where it stands, a
 * refund), leading to its transaction; a payment with none yet (a hold, a decline) leads to the
 * card's payments, where its reason and path are told.
 */
function RecentSpend({
  authorization,
  paymentsPath,
}: {
  authorization: CardAuthorization;
  paymentsPath: string;
}) {
  const refunded = useRefundedText(authorization);
  return (
    <li>
      <Link
        to={cardPaymentTransactionPath(authorization) ?? paymentsPath}
        className="ferry-card-history-item ferry-card-recent-item"
        data-status={authorization.status}
        data-testid="card-recent-spend"
      >
        <CardPaymentHead authorization={authorization} />
        <span className="ferry-card-history-line">
          <CardPaymentStatus status={authorization.status} />
          {refunded ? ` · ${refunded}` : null}
        </span>
      </Link>
    </li>
  );
}

/**
 * A card's last payments under it on the balances screen, and the way to all of them. Nothing
 * while they load (the card above is already there); a card not yet used says so in one line.
 */
export function CardRecentSpends({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const spends = useCardAuthorizations(card.id, RECENT_SPENDS);
  const paymentsPath = cardPaymentsPath(card.profile_id);
  if (spends.isPending) return null;
  if (!spends.data)
    return <p className="ferry-card-note ferry-card-recent-note">{t('cards.history.loadError')}</p>;
  if (spends.data.length === 0)
    return <p className="ferry-card-note ferry-card-recent-note">{t('cards.history.empty')}</p>;
  return (
    <div className="ferry-card-recent">
      <ul className="ferry-card-history" aria-label={t('cards.panel.recent', { name: card.card_name })}>
        {spends.data.map((authorization) => (
          <RecentSpend key={authorization.id} authorization={authorization} paymentsPath={paymentsPath} />
        ))}
      </ul>
      <Link className="ferry-see-all ferry-card-recent-all" to={paymentsPath}>
        {t('cards.panel.allPayments')}
      </Link>
    </div>
  );
}
