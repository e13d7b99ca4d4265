import type { MessageKey } from '@ferry/locales';
import type { CardPathStep, CardTransactionView, TransactionView } from '@ferry/shared/contracts';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { formatMoment } from '../../../lib/format-moment';
import { formatRate } from '../lib/format-rate';
import { merchantCategoryText } from '../lib/merchant-category';
import { type DetailItem, DetailList } from './detail-list';

type Authorization = NonNullable<CardTransactionView['authorization']>;

const STEP_KEYS: Readonly<Record<CardPathStep, MessageKey>> = {
  authorized: 'transactions.card.step.authorized',
  incremented: 'transactions.card.step.incremented',
  captured: 'transactions.card.step.captured',
  reversed: 'transactions.card.step.reversed',
  expired: 'transactions.card.step.expired',
  force_posted: 'transactions.card.step.force_posted',
  refunded: 'transactions.card.step.refunded',
  cashback: 'transactions.card.step.cashback',
};

const STATUS_KEYS: Readonly<Record<Authorization['status'], MessageKey>> = {
  pending: 'transactions.card.status.pending',
  captured: 'transactions.card.status.captured',
  reversed: 'transactions.card.status.reversed',
  expired: 'transactions.card.status.expired',
  declined: 'transactions.card.status.declined',
};

const isPositive = (amount: string) => Number(amount) > 0;

/** The hold → capture path: each step the network made, in order, with its amount and time. */
function CardPath({ authorization }: { authorization: Authorization }) {
  const t = useTranslate();
  const { language } = useLanguage();
  if (authorization.steps.length === 0) return null;
  return (
    <section className="ferry-tx-card" aria-labelledby="ferry-card-path-title">
      <h2 id="ferry-card-path-title" className="ferry-section-heading">
        {t('transactions.card.pathTitle')}
      </h2>
      <ol className="ferry-card-path" data-testid="card-path">
        {authorization.steps.map((step, index) => (
          <li key={`${step.step}-${step.at}-${index}`} className="ferry-card-path-step" data-step={step.step}>
            <span className="ferry-card-path-name">{t(STEP_KEYS[step.step])}</span>
            {step.amount ? (
              <span className="ferry-money" dir="ltr">
                {' '}
                {formatApiMoney(step.amount, authorization.currency, language)}
              </span>
            ) : null}
            <time className="ferry-card-path-time" dateTime={step.at}>
              {' · '}
              {formatMoment(step.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A payment card's transaction (issue 28): the card by its last four, the merchant and its
 * category, what was held, paid and refunded, which balances paid (a converted leg with its rate),
 * and the hold → capture path.
 */
export function CardTransactionDetails({ transaction }: { transaction: TransactionView }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const card = transaction.card;
  if (!card) return null;
  const authorization = card.authorization;
  const money = (amount: string, currency: string) => (
    <span className="ferry-money" dir="ltr">
      {formatApiMoney(amount, currency, language)}
    </span>
  );
  const legLine = (leg: Authorization['legs'][number], currency: string) =>
    leg.rate
      ? t('transactions.card.leg.converted', {
          amount: formatApiMoney(leg.amount, leg.currency, language),
          from: leg.currency,
          rate: formatRate(leg.rate, language),
          to: currency,
        })
      : t('transactions.card.leg.own', { amount: formatApiMoney(leg.amount, leg.currency, language) });
  const items: (DetailItem | null)[] = [
    {
      label: t('transactions.card.field.card'),
      value: t('transactions.card.field.cardValue', { last4: card.last4 }),
    },
    card.merchant_name ? { label: t('transactions.card.field.merchant'), value: card.merchant_name } : null,
    card.merchant_category || card.merchant_name
      ? {
          label: t('transactions.card.field.category'),
          value: merchantCategoryText(card.merchant_category, t),
        }
      : null,
    card.merchant_country
      ? { label: t('transactions.card.field.country'), value: card.merchant_country }
      : null,
    authorization
      ? { label: t('transactions.card.field.status'), value: t(STATUS_KEYS[authorization.status]) }
      : null,
    authorization && isPositive(authorization.approved_amount)
      ? {
          label: t('transactions.card.field.held'),
          value: money(authorization.approved_amount, authorization.currency),
        }
      : null,
    authorization && isPositive(authorization.captured_amount)
      ? {
          label: t('transactions.card.field.captured'),
          value: money(authorization.captured_amount, authorization.currency),
        }
      : null,
    authorization && isPositive(authorization.refunded_amount)
      ? {
          label: t('transactions.card.field.refunded'),
          value: money(authorization.refunded_amount, authorization.currency),
        }
      : null,
    authorization && authorization.legs.length > 0
      ? {
          label: t('transactions.card.field.paidFrom'),
          value: (
            <span className="ferry-card-legs">
              {authorization.legs.map((leg) => (
                <span key={leg.currency} className="ferry-card-leg" dir="auto">
                  {legLine(leg, authorization.currency)}
                </span>
              ))}
            </span>
          ),
        }
      : null,
  ];
  return (
    <>
      <DetailList
        title={t('transactions.card.title')}
        items={items.filter((item): item is DetailItem => item !== null)}
      />
      {authorization ? <CardPath authorization={authorization} /> : null}
    </>
  );
}
