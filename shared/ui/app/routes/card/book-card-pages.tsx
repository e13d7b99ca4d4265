import '../../../styles/amount-summary.css';
import '../../../styles/balances-chips.css';
import '../../../styles/money-overview.css';
import '../../../features/payment-cards/components/payment-cards.css';
import { Navigate, useNavigate } from 'react-router';
import { ErrorState, QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { usePaymentCardTerms } from '../../../features/payment-cards/api/payment-cards-queries';
import { BookCardForm } from '../../../features/payment-cards/components/book-card-form';
import { CardRefusal } from '../../../features/payment-cards/components/card-refusal';
import { cardSettingsPath } from '../../../features/payment-cards/utils/card-paths';
import { useTranslate } from '../../../i18n/use-translate';
import { BALANCES_PATH, BOOK_CARD_PATH, BOOK_CARD_VERIFICATION_PATH } from '../../../shell/paths';
import { CARD_GATE_TEXTS, CARD_PLACE } from '../verification-gate/gated-places';
import { useGateVerdict, VerificationGate } from '../verification-gate/verification-gate';

/**
 * The order itself, once the card is open to the user: the terms load first (fees per currency and
 * whether the server would issue now); a refusal by level, country or count is explained with its
 * way forward; otherwise the form, and the issued card's page after it.
 */
function BookCard() {
  const t = useTranslate();
  const navigate = useNavigate();
  const terms = usePaymentCardTerms();
  if (terms.isPending) return <LoadingState />;
  if (!terms.data) return <QueryErrorState query={terms} title={t('cards.book.loadError')} />;
  if (terms.data.refusal) {
    return (
      <CardRefusal
        refusal={terms.data.refusal}
        verificationPath={BOOK_CARD_VERIFICATION_PATH}
        backPath={BALANCES_PATH}
      />
    );
  }
  return (
    <div data-testid="card-landing">
      <p className="ferry-card-note">{t('cards.book.lead')}</p>
      <BookCardForm
        terms={terms.data}
        onIssued={(card) => void navigate(cardSettingsPath(card.profile_id), { replace: true })}
      />
    </div>
  );
}

/**
 * `/balances/book-card`: the card's entry. A user the card is not open to yet goes to its
 * verification; a verified one orders the card here (docs/decisions.md, "Verification gates").
 */
export function BookCardPage() {
  const t = useTranslate();
  const { verdict, query } = useGateVerdict('identity-and-residence');
  if (!verdict) {
    if (query.error)
      return (
        <ErrorState
          error={query.error}
          title={t('verification.loadError')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    return <LoadingState />;
  }
  if (verdict.kind !== 'open') return <Navigate to={BOOK_CARD_VERIFICATION_PATH} replace />;
  return <BookCard />;
}

/**
 * `/balances/book-card/verification`: what the card needs and the way into its steps
 * (`…/verification/identity` and the ones before it); once it is open, the card's entry.
 */
export function BookCardVerificationPage() {
  return (
    <VerificationGate place={CARD_PLACE} requirement="identity-and-residence" texts={CARD_GATE_TEXTS}>
      <Navigate to={BOOK_CARD_PATH} replace />
    </VerificationGate>
  );
}
