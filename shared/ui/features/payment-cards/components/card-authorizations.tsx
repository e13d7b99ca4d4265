import type { CardAuthorization } from '@ferry/shared/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { formatMoment } from '../../../lib/format-moment';
import { useCardAuthorizations } from '../api/payment-cards-queries';
import { categoryLabelKey, plainCategory } from '../utils/card-categories';
import { CARD_PAYMENTS_ANCHOR } from '../utils/card-paths';
import { useServerKeyText } from '../utils/use-card-error-text';
import {
  CardPaymentHead,
  CardPaymentStatus,
  cardPaymentTransactionPath,
  useCardPaymentMoney,
  useRefundedText,
} from './card-payment-summary';

/**
 * A quote as people read one: at most four decimals in the reader's separators (the network keeps
 * twelve); the exact rate stays on the transaction's own page.
 */
function formatRate(rate: string, language: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(value);
}

/** One authorization: what was asked, where it stands (hold → capture), why a decline, each leg's rate. */
function AuthorizationItem({ authorization }: { authorization: CardAuthorization }) {
  const t = useTranslate();
  const keyText = useServerKeyText();
  const { language } = useLanguage();
  const money = useCardPaymentMoney();
  const refunded = useRefundedText(authorization);
  const categoryKey = categoryLabelKey(authorization.merchant_category);
  const category = categoryKey ? t(categoryKey) : plainCategory(authorization.merchant_category);
  const captured = Number(authorization.captured_amount) > 0;
  const transactionPath = cardPaymentTransactionPath(authorization);
  return (
    <li
      className="ferry-card-history-item"
      data-status={authorization.status}
      data-testid="card-authorization"
    >
      <CardPaymentHead authorization={authorization} />
      <span className="ferry-card-history-line">
        <CardPaymentStatus status={authorization.status} />
        {' · '}
        {category}
        {' · '}
        {formatMoment(authorization.created_at)}
      </span>
      {authorization.status === 'declined' && authorization.decline_message_key ? (
        <span className="ferry-card-history-line">
          {keyText(authorization.decline_message_key, 'errors.card.declined')}
        </span>
      ) : null}
      {captured ? (
        <span className="ferry-card-history-line">
          {t('cards.history.path', {
            held: money(authorization.amount, authorization.currency),
            paid: money(authorization.captured_amount, authorization.currency),
          })}
        </span>
      ) : null}
      {refunded ? <span className="ferry-card-history-line">{refunded}</span> : null}
      {authorization.legs
        .filter((leg) => leg.rate !== null)
        .map((leg) => (
          <span key={leg.currency} className="ferry-card-history-line" dir="auto">
            {t('cards.history.converted', {
              amount: money(leg.amount, leg.currency),
              rate: formatRate(leg.rate ?? '', language),
              from: leg.currency,
              to: authorization.currency,
            })}
          </span>
        ))}
      {transactionPath ? (
        <Link className="ferry-see-all" to={transactionPath}>
          {t('cards.history.open')}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * The card's recent authorizations, newest first: holds, captures, declines with their reason.
 * A link to the card's payments (`cardPaymentsPath`) lands on this list once it has loaded: it sits
 * below the card's settings, where the page would otherwise open.
 */
export function CardAuthorizations({ cardId }: { cardId: string }) {
  const t = useTranslate();
  const authorizations = useCardAuthorizations(cardId);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const isLoaded = authorizations.data !== undefined;
  useEffect(() => {
    // jsdom draws nothing and has no scrollIntoView; a browser always has it.
    if (isLoaded && hash === `#${CARD_PAYMENTS_ANCHOR}`)
      section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, isLoaded]);
  let content: ReactNode;
  if (authorizations.isPending) content = <ListSkeleton rows={2} />;
  else if (!authorizations.data)
    content = <QueryErrorState query={authorizations} title={t('cards.history.loadError')} />;
  else if (authorizations.data.length === 0)
    content = <p className="ferry-card-note">{t('cards.history.empty')}</p>;
  else
    content = (
      <ul className="ferry-card-history">
        {authorizations.data.map((item) => (
          <AuthorizationItem key={item.id} authorization={item} />
        ))}
      </ul>
    );
  return (
    <section
      ref={section}
      id={CARD_PAYMENTS_ANCHOR}
      className="ferry-card-section"
      aria-labelledby="ferry-card-history-title"
    >
      <h2 id="ferry-card-history-title" className="ferry-card-section-title">
        {t('cards.history.title')}
      </h2>
      {content}
    </section>
  );
}
