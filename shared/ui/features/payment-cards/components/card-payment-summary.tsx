import type { MessageKey } from '@ferry/locales';
import type { CardAuthorization } from '@ferry/shared/contracts';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { balanceTransactionPath } from '../../../shell/paths';

const STATUS_KEYS: Readonly<Record<CardAuthorization['status'], MessageKey>> = {
  pending: 'cards.history.status.pending',
  captured: 'cards.history.status.captured',
  reversed: 'cards.history.status.reversed',
  expired: 'cards.history.status.expired',
  declined: 'cards.history.status.declined',
};

/** An amount of a card payment in the reader's language, with its currency. */
export function useCardPaymentMoney(): (amount: string, currency: string) => string {
  const { language } = useLanguage();
  return (amount, currency) => formatApiMoney(amount, currency, language);
}

/**
 * A card payment's first line, as every list of the card's payments shows it: where (a cash
 * machine named as one) and how much, in the payment's own currency.
 */
export function CardPaymentHead({ authorization }: { authorization: CardAuthorization }) {
  const t = useTranslate();
  const money = useCardPaymentMoney();
  return (
    <span className="ferry-card-history-head">
      <span>
        {authorization.kind === 'atm_withdrawal'
          ? t('cards.history.atm', { merchant: authorization.merchant_name })
          : authorization.merchant_name}
      </span>
      <span dir="ltr">{money(authorization.amount, authorization.currency)}</span>
    </span>
  );
}

/** Where a card payment stands (on hold, paid, released, expired, declined), in words. */
export function CardPaymentStatus({ status }: { status: CardAuthorization['status'] }) {
  const t = useTranslate();
  return <span className="ferry-card-history-status">{t(STATUS_KEYS[status])}</span>;
}

/** "Refunded €2.00" once the merchant gave some of a payment back; null before. */
export function useRefundedText(authorization: CardAuthorization): string | null {
  const t = useTranslate();
  const money = useCardPaymentMoney();
  if (!(Number(authorization.refunded_amount) > 0)) return null;
  return t('cards.history.refunded', {
    amount: money(authorization.refunded_amount, authorization.currency),
  });
}

/** The page of the payment's ledger transaction, once it was captured (before, there is none to open). */
export function cardPaymentTransactionPath(authorization: CardAuthorization): string | null {
  return authorization.transaction_external_id
    ? balanceTransactionPath('CARD_DEBIT', authorization.transaction_external_id)
    : null;
}
