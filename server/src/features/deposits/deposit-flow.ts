import type { createDepositBodySchema, DepositNextAction } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../db/schema';
import type { TransactionRow } from '../../money-operations/transaction-view';
import type { NewTransaction } from '../../money-operations/transactions.service';
import type { DepositProviders } from '../../providers/deposit-providers';
import type { CreditDeps } from './deposit-credit';
import type { DepositTerms } from './deposit-terms';
import type { CardOwner, SavedCards } from './saved-cards';

export type CreateDepositBody = z.output<typeof createDepositBodySchema>;

/** What every deposit flow may use. */
export interface DepositDeps extends CreditDeps {
  providers: DepositProviders;
  savedCards: SavedCards;
  nowMs: () => number;
}

/** One deposit being created: the caller's transaction, who pays, the catalogue's terms. */
export interface DepositRequest {
  trx: Kysely<Schema>;
  owner: CardOwner;
  terms: DepositTerms;
  body: CreateDepositBody;
  /** The transaction as far as every flow fills it in (type, amounts, fee, conversion). */
  transaction: NewTransaction;
  /** A merchant's customer pays into the merchant's account (a pay-frame order): no own-card rules. */
  isGuestPayer?: boolean;
}

export interface FlowResult {
  row: TransactionRow;
  nextAction: DepositNextAction | null;
}

/** How long a deposit waits for the payer before the expiry sweeper ends it. */
export const WAIT_LIMITS_MS = {
  threeDs: 15 * 60_000,
  blik: 5 * 60_000,
  monobank: 60 * 60_000,
  /** Bank deposits are credited within a day (spec 000 §4); a transfer gets a week to be sent. */
  bankTransfer: 7 * 24 * 60 * 60_000,
} as const;
