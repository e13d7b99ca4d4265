import type { Quote } from '../catalogue-model/catalogue-types';
import type { OneCallPlan } from '../http/idempotency';
import { ledgerPostItem } from '../ledger/ledger';
import { QUOTE_USED, quoteExpired } from '../pricing/quotes';
import { checkQuoteKind, quotedTransaction, swapLegs } from './execute-quote';
import { plannedTransaction } from './transaction-columns';
import { viewTransaction } from './transaction-view';

/**
 * A conversion between a profile's balances planned for one database call (http/idempotency.ts
 * `runInOneCall`), from the quote as `quotes.peek` read it at `at`: the DONE CONVERT with its first
 * history line, the swap's legs and the owner's event, written by money_apply once it has taken
 * the quote. The rules are `executeQuote`'s for a conversion: the quote's kind, its amounts and a
 * fee that leaves something to convert. A conversion counts in none of the level's limits, so no
 * profile lock is needed to sum them (the transaction path takes it only to keep one lock order).
 */
export function planConversion(quote: Quote, profileId: string, at: Date): OneCallPlan {
  checkQuoteKind(quote, 'convert');
  const row = plannedTransaction(quotedTransaction(quote, { profileId, kind: 'convert' }), at);
  const ledger = swapLegs(quote, profileId, row.id).map(ledgerPostItem);
  const view = viewTransaction(row, { parentExternalId: null, reproducedExternalId: null });
  return {
    answer: view,
    recipients: [],
    quote: { id: quote.id, profileId, at, used: QUOTE_USED, expired: quoteExpired(quote) },
    transactions: [row],
    ledger,
    events: [{ profile_id: profileId, topic: 'transaction.changed', payload: { transaction: view } }],
  };
}
