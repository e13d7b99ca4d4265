import type { ResidenceRules, VerificationLevel } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import type { Transactions } from '../../money-operations/transactions.service';
import type { CardIssuer } from '../../providers/card-issuer/card-issuer';
import type { RatesProvider } from '../../providers/rates/rates-provider';

/**
 * What the card's service needs besides the money core: the issuer-processor, and the user's
 * verification level, which the verification feature answers (the composition root hands it in).
 */
export interface PaymentCardPorts {
  issuer: CardIssuer;
  levelOf(db: Kysely<Schema>, profileId: string): Promise<VerificationLevel>;
  /** The country rules with the operator's blocked countries (BLOCKED_COUNTRIES). */
  residenceRules: ResidenceRules;
}

export interface PaymentCardDeps extends PaymentCardPorts {
  ledger: Ledger;
  transactions: Transactions;
  rates: RatesProvider;
  nowMs: () => number;
}
