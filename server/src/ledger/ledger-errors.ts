import { DomainError } from '@ferry/shared/domain';

/**
 * PostgreSQL's refusals the ledger turns into spec codes: a user balance that would go below
 * zero is INSUFFICIENT_BALANCE (spec 000 §8 "insufficient balance"); everything else is a bug
 * and stays an error.
 */
export function mapLedgerError(error: unknown): unknown {
  const { code, constraint, message } = (error ?? {}) as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  const isNegativeBalance =
    code === '23514' &&
    (constraint === 'user_balance_never_negative' || message?.includes('user_balance_never_negative'));
  return isNegativeBalance ? new DomainError('INSUFFICIENT_BALANCE') : error;
}
