import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema';
import { buildStatement, type Statement, type StatementCard } from './build-statement';
import { toStatementPeriod } from './statement-period';

export interface StatementRequest {
  profileId: string;
  from: string;
  to: string;
  currency?: string | undefined;
  now: Date;
  /** The cards issued from the profile, each balance shown beside the profile's own. */
  cards?: readonly StatementCard[];
}

/** Checks the period and the currency, then builds the statement (VALIDATION_ERROR on bad input). */
export async function loadStatement(db: Kysely<Schema>, request: StatementRequest): Promise<Statement> {
  const period = toStatementPeriod(request.from, request.to, request.now);
  const currency = request.currency?.toUpperCase();
  if (currency) {
    const known = await db
      .selectFrom('currencies')
      .select('code')
      .where('code', '=', currency)
      .executeTakeFirst();
    if (!known) {
      const key = 'documents.validation.unknownCurrency';
      throw new DomainError('VALIDATION_ERROR', {
        issues: [{ path: 'currency', code: 'custom', message: key, key }],
      });
    }
  }
  return buildStatement(db, {
    profileId: request.profileId,
    period,
    currency,
    cards: request.cards ?? [],
  });
}
