import type { DepositResult } from '@ferry/shared/contracts';
import { DomainError, type TransactionType } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { fieldError } from '../../http/field-error';
import type { ModuleContext } from '../../module-context/module-context';
import type { NewTransaction } from '../../money-operations/transactions.service';
import type { DepositProviders } from '../../providers/deposit-providers';
import { completeCard3ds, startCardDeposit } from './card-deposit';
import { takeConversionQuote } from './conversion-quote';
import type { CreateDepositBody, DepositDeps, DepositRequest, FlowResult } from './deposit-flow';
import { resolveDepositTerms } from './deposit-terms';
import { startBankTransferDeposit, startBlikDeposit, startMonobankDeposit } from './external-deposits';
import { ensureOrderDepositTarget } from './order-deposit-addresses';
import { type CardOwner, createSavedCards } from './saved-cards';

type Flow = (deps: DepositDeps, request: DepositRequest) => Promise<FlowResult>;

/** Which flow serves each kind of deposit payway; crypto arrives on a permanent address instead. */
const FLOWS: Readonly<Record<string, Flow>> = {
  card: startCardDeposit,
  sepa: startBankTransferDeposit,
  iban: startBankTransferDeposit,
  uaiban: startBankTransferDeposit,
  blik: startBlikDeposit,
  monobank: startMonobankDeposit,
};

export function createDepositDeps(
  ctx: Pick<ModuleContext, 'ledger' | 'transactions' | 'catalogue' | 'quotes' | 'nowMs'>,
  providers: DepositProviders,
): DepositDeps {
  return {
    ledger: ctx.ledger,
    transactions: ctx.transactions,
    catalogue: ctx.catalogue,
    quotes: ctx.quotes,
    nowMs: ctx.nowMs,
    providers,
    savedCards: createSavedCards({ acquirer: providers.acquirer, nowMs: ctx.nowMs }),
  };
}

/**
 * Deposits (spec 000 §2 "Deposit"): checks the catalogue's terms, takes the quote of an
 * auto-conversion (PAYIN_CONVERT: the one the user confirmed, or one priced now the same way),
 * and hands the payment to its payway's flow — all inside the request's one database transaction.
 */
export function createDepositsService(deps: DepositDeps) {
  async function view(trx: Kysely<Schema>, result: FlowResult): Promise<DepositResult> {
    return { transaction: await deps.transactions.view(trx, result.row), next_action: result.nextAction };
  }

  return {
    /** `type: 'UDEPOSIT'` is a unified deposit: the same flow, recorded under its own type. */
    async create(
      trx: Kysely<Schema>,
      owner: CardOwner,
      body: CreateDepositBody,
      options: { type?: 'UDEPOSIT'; isGuestPayer?: boolean } = {},
    ): Promise<DepositResult> {
      if (body.payway === 'crypto')
        throw new DomainError('UNAVAILABLE_PWCU', {
          payway: 'crypto',
          reason: 'crypto_arrives_on_deposit_address',
        });
      if (body.wallet_pay && body.payway !== 'card') throw fieldError('wallet_pay', 'validation.invalid');
      const terms = await resolveDepositTerms(trx, deps.catalogue, body);
      const flow = FLOWS[terms.payway.kind];
      if (!flow) throw new DomainError('UNAVAILABLE_PWCU', { payway: terms.payway.code });
      const transaction: NewTransaction = {
        profileId: owner.profileId,
        type: options.type ?? ('PAYIN' satisfies TransactionType),
        amountMinor: terms.amountMinor,
        currency: terms.row.currency,
        feeMinor: terms.feeMinor,
        feeCurrency: terms.row.currency,
        network: terms.row.network,
        payway: terms.payway.code,
        // A pay-in someone starts (the user, or a guest paying a merchant's order) fits the
        // account's level limits or is refused before any provider is asked.
        levelLimit: 'enforce',
      };
      // A quote prices a conversion: without one to convert to, it stands for nothing.
      if (body.quote_id !== undefined && body.convert_to === undefined)
        throw fieldError('quote_id', 'validation.invalid');
      if (body.convert_to !== undefined) {
        if (body.convert_to === terms.row.currency) throw fieldError('convert_to', 'validation.valuesEqual');
        const quote = await takeConversionQuote(
          deps,
          trx,
          owner.profileId,
          { ...body, convert_to: body.convert_to },
          terms,
        );
        // The confirmed quote is the transaction: its fee (pay-in and exchange) and its amount.
        Object.assign(transaction, {
          type: 'PAYIN_CONVERT' satisfies TransactionType,
          feeMinor: quote.feeMinor,
          toAmountMinor: quote.toAmountMinor,
          toCurrency: quote.toCurrency,
          rate: quote.rate,
          quoteId: quote.id,
        });
      }
      const isGuestPayer = options.isGuestPayer === true;
      return view(trx, await flow(deps, { trx, owner, terms, body, transaction, isGuestPayer }));
    },

    async complete3ds(
      trx: Kysely<Schema>,
      input: { profileId: string; externalId: string; code: string },
    ): Promise<DepositResult> {
      return view(trx, await completeCard3ds(deps, trx, input));
    },

    /** A payment order's own target for a coin (the pay frame's crypto choice). */
    orderTarget(
      trx: Kysely<Schema>,
      request: { profileId: string; orderId: string; currency: string; network: string },
    ) {
      return ensureOrderDepositTarget(deps, trx, request);
    },
  };
}
