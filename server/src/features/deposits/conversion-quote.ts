import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Quote } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';
import type { CreateDepositBody, DepositDeps } from './deposit-flow';
import type { DepositTerms } from './deposit-terms';

/**
 * The quote a deposit that converts on arrival (PAYIN_CONVERT) is booked at: an exchange from
 * its payway to the balance, priced by the one quote function (pay-in fee on the whole amount,
 * then the exchange fee, then the rate), so what the confirm screen showed is what is charged.
 *
 * With `quote_id` it is the quote the user confirmed, taken here: it must be for this very
 * deposit (payway, currencies, network, amount), or the request is refused and nothing is
 * charged; an expired one answers UNPROCESSABLE_ENTITY (quote_expired) and the app prices again
 * ("Update amount and continue"). Without one (an integration that never asked) a quote is
 * priced now the same way and taken at once.
 */
export async function takeConversionQuote(
  deps: Pick<DepositDeps, 'quotes'>,
  trx: Kysely<Schema>,
  profileId: string,
  body: CreateDepositBody & { convert_to: string },
  terms: DepositTerms,
): Promise<Quote> {
  const order = {
    kind: 'exchange' as const,
    fromCurrency: terms.row.currency,
    toCurrency: body.convert_to,
    fromPayway: terms.payway.code,
    toPayway: 'balance',
    fromNetwork: terms.row.network,
  };
  if (body.quote_id === undefined) {
    const priced = await deps.quotes.create(trx, { profileId, ...order, fromAmountMinor: terms.amountMinor });
    return deps.quotes.take(trx, priced.id, profileId);
  }
  const quote = await deps.quotes.take(trx, body.quote_id, profileId);
  const isThisDeposit =
    quote.kind === order.kind &&
    quote.fromPayway === order.fromPayway &&
    quote.toPayway === order.toPayway &&
    quote.fromCurrency === order.fromCurrency &&
    quote.toCurrency === order.toCurrency &&
    quote.fromNetwork === order.fromNetwork &&
    quote.fromAmountMinor === terms.amountMinor;
  if (!isThisDeposit)
    throw new DomainError('VALIDATION_ERROR', {
      field: 'quote_id',
      reason: 'quote_for_another_order',
      issues: [{ path: 'quote_id', key: 'validation.invalid' }],
    });
  return quote;
}
