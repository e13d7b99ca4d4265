import type { StatementView } from '@ferry/shared/contracts';
import { minorToDecimal } from '@ferry/shared/domain';
import type { Statement, StatementAccount } from './build-statement';

/** A card's balance names its card; the profile's own names nothing. */
const cardOf = (account: StatementAccount) => (account.card ? { card: { ...account.card } } : {});

/** The statement on the wire: amounts as decimal strings in whole units of each currency. */
export function viewStatement(statement: Statement, generatedAt: Date): StatementView {
  const scaleOf = new Map(statement.currencies.map((summary) => [summary.currency, summary.scale]));
  const decimal = (amountMinor: bigint, currency: string) =>
    minorToDecimal(amountMinor, scaleOf.get(currency) ?? 0);
  return {
    from: statement.period.from,
    to: statement.period.to,
    generated_at: generatedAt.toISOString(),
    balances: statement.currencies.map((summary) => ({
      currency: summary.currency,
      ...cardOf(summary.account),
      opening_balance: decimal(summary.openingMinor, summary.currency),
      total_in: decimal(summary.inMinor, summary.currency),
      total_out: decimal(summary.outMinor, summary.currency),
      closing_balance: decimal(summary.closingMinor, summary.currency),
    })),
    lines: statement.lines.map((line) => ({
      at: line.at.toISOString(),
      currency: line.currency,
      ...cardOf(line.account),
      amount: decimal(line.amountMinor, line.currency),
      balance_after: decimal(line.balanceAfterMinor, line.currency),
      kind: line.kind,
      transaction: line.transaction
        ? { id: line.transaction.externalId, type: line.transaction.type, status: line.transaction.status }
        : null,
    })),
  };
}
