import '../../../styles/amount-summary.css';
import '../../../styles/money-overview.css';
import '../../../features/payment-cards/components/payment-cards.css';
import type { PaymentCard } from '@ferry/shared/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { MenuRow, MenuSection } from '../../../components/menu';
import { StatePanel } from '../../../components/state-panel';
import { usePaymentCardByProfile } from '../../../features/payment-cards/api/payment-cards-queries';
import { useCardLiveRefresh } from '../../../features/payment-cards/api/use-card-live-refresh';
import { CardAuthorizations } from '../../../features/payment-cards/components/card-authorizations';
import { CardDetailsReveal } from '../../../features/payment-cards/components/card-details-reveal';
import { CardOverview } from '../../../features/payment-cards/components/card-overview';
import { CardStateActions } from '../../../features/payment-cards/components/card-state-actions';
import { SpendFromEditor } from '../../../features/payment-cards/components/spend-from-editor';
import { SpendingControlsForm } from '../../../features/payment-cards/components/spending-controls-form';
import { TopUpForm } from '../../../features/payment-cards/components/top-up-form';
import { WalletPay } from '../../../features/payment-cards/components/wallet-pay';
import { cardSettingsPath, connectCardPath } from '../../../features/payment-cards/utils/card-paths';
import { useTranslate } from '../../../i18n/use-translate';
import { BALANCES_PATH, spendingPath } from '../../../shell/paths';

/**
 * The card named by the route's `:profileId` (the card's own profile), or the screen that says
 * why there is none: loading, a failed load with its retry, or a card that is not the user's.
 * The card refreshes itself as the network's events land (a hold shows at once).
 */
function WithCard({ children }: { children(card: PaymentCard): ReactNode }) {
  const t = useTranslate();
  const { profileId } = useParams();
  const { cards, card } = usePaymentCardByProfile(profileId);
  useCardLiveRefresh();
  if (cards.isPending) return <LoadingState />;
  if (!cards.data) return <QueryErrorState query={cards} title={t('cards.settings.loadError')} />;
  if (!card) {
    return (
      <StatePanel
        title={t('cards.settings.notFound')}
        action={
          <Link to={BALANCES_PATH} className="ferry-link-button">
            {t('cards.book.toBalances')}
          </Link>
        }
      />
    );
  }
  return <>{children(card)}</>;
}

/**
 * `/balances/:profileId/settings`: the card's page. What is on it, top up, show details, lock,
 * unlock or terminate, the order it spends from, its controls, the wallets, and its recent
 * authorizations. A terminated card shows its history only.
 */
export function CardSettingsPage() {
  const t = useTranslate();
  return (
    <WithCard>
      {(card) => {
        const isLive = card.state !== 'terminated';
        return (
          <div className="ferry-card-screen" data-testid="card-settings">
            <CardOverview card={card} />
            {isLive ? <TopUpForm card={card} /> : null}
            {isLive ? <CardDetailsReveal card={card} /> : null}
            <CardStateActions card={card} />
            {isLive ? <SpendFromEditor card={card} /> : null}
            {isLive ? <SpendingControlsForm card={card} /> : null}
            <MenuSection>
              {isLive ? (
                <MenuRow
                  to={connectCardPath(card.profile_id)}
                  label={t('cards.wallet.entry')}
                  description={t('cards.wallet.entryDescription')}
                />
              ) : null}
              <MenuRow
                to={spendingPath(card.profile_id)}
                label={t('cards.spendingEntry.label')}
                description={t('cards.spendingEntry.description')}
              />
            </MenuSection>
            <CardAuthorizations cardId={card.id} />
          </div>
        );
      }}
    </WithCard>
  );
}

/** `/balances/:profileId/settings/connect-card`: add the card to a wallet on this device. */
export function ConnectCardPage() {
  const t = useTranslate();
  return (
    <WithCard>
      {(card) =>
        card.state === 'terminated' ? (
          <StatePanel title={t('cards.refusal.terminated')} />
        ) : (
          <div className="ferry-card-screen" data-testid="connect-card">
            <WalletPay cardId={card.id} cardPath={cardSettingsPath(card.profile_id)} />
          </div>
        )
      }
    </WithCard>
  );
}
