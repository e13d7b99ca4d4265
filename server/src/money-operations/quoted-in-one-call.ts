import { DomainError } from '@ferry/shared/domain';
import type { Quote, QuoteKind } from '../catalogue-model/catalogue-types';
import type { LimitsStamp, OneCallPlan } from '../http/idempotency';
import { ledgerPostItem } from '../ledger/ledger';
import { QUOTE_USED, quoteExpired } from '../pricing/quotes';
import { checkQuoteKind, quotedTransaction, swapLegs } from './execute-quote';
import { plannedTransaction } from './transaction-columns';
import { type TransactionRow, viewTransaction } from './transaction-view';
import type { NewTransaction } from './transactions.service';

/** An exchange paid from outside starts as a deposit (POST deposits with convert_to). */
const PAY_IN_STARTS_AS_DEPOSIT = new DomainError('UNAVAILABLE_PWCU', {
  field: 'quote_id',
  reason: 'pay_in_exchanges_start_as_deposits',
});

/**
 * The row a quote becomes between a profile's balances, checked as `executeQuote` checks it for
 * one database call: the quote's kind, and for an exchange money paid from the balance. Null for
 * an exchange paid out to a card, an account or an address, which orders its payout in a
 * transaction (`executeQuote`).
 */
export function quotedBalanceMovement(
  quote: Quote,
  kind: QuoteKind,
  profileId: string,
): NewTransaction | null {
  checkQuoteKind(quote, kind);
  if (kind === 'exchange' && quote.fromPayway !== 'balance') throw PAY_IN_STARTS_AS_DEPOSIT;
  if (kind === 'exchange' && quote.toPayway !== 'balance') return null;
  return quotedTransaction(quote, { profileId, kind });
}

/**
 * A conversion or an exchange between a profile's balances planned for one database call
 * (http/idempotency.ts `runInOneCall`), from the quote as `quotes.peek` read it at `at`: the DONE
 * CONVERT or EXCHANGE with its first history line, the swap's legs and the owner's event, written
 * by money_apply once it has taken the quote and, for an exchange, found the limits `stamp` still
 * what the check read (`levelLimits.planned`). A conversion counts in none of the level's limits
 * (no stamp, no profile lock: the transaction path takes that lock only to keep one lock order).
 */
export function planQuotedMovement(
  quote: Quote,
  movement: NewTransaction,
  at: Date,
  stamp: LimitsStamp | null,
): { plan: OneCallPlan; row: TransactionRow } {
  const row = plannedTransaction(movement, at);
  const ledger = swapLegs(quote, movement.profileId, row.id).map(ledgerPostItem);
  const view = viewTransaction(row, { parentExternalId: null, reproducedExternalId: null });
  return {
    row,
    plan: {
      answer: view,
      recipients: [],
      quote: {
        id: quote.id,
        profileId: movement.profileId,
        at,
        used: QUOTE_USED,
        expired: quoteExpired(quote),
      },
      limits: stamp,
      transactions: [row],
      ledger,
      events: [
        { profile_id: movement.profileId, topic: 'transaction.changed', payload: { transaction: view } },
      ],
    },
  };
}
