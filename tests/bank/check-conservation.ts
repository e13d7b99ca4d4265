import { firstOkText, type History } from './bank-history';
import { type DatabaseSnapshot, extractTransactionIds, type TransactionRow } from './bank-snapshot';
import type { Violation } from './check-history';

type Deltas = Map<string, bigint>;

const keyOf = (profileId: string, currency: string) => `${profileId} ${currency}`;

function add(deltas: Deltas, profileId: string, currency: string, amountMinor: bigint): void {
  const key = keyOf(profileId, currency);
  deltas.set(key, (deltas.get(key) ?? 0n) + amountMinor);
}

/**
 * What one transaction did to its profile's money (available + held), by the transaction's own
 * record: a transfer moves its amount, a settled payout takes what was paid plus the fee, an
 * exchange takes the source amount and gives the converted one, a credited deposit gives its
 * amount less its fee, a referral reward or farm conversion gives its amount and a clawback
 * takes it back. Undefined for a kind this check does not know.
 */
export function applyTransaction(deltas: Deltas, row: TransactionRow): boolean {
  const feeCurrency = row.feeCurrency ?? row.currency;
  switch (row.type) {
    case 'UPAYOUT':
      if (row.status === 'DONE') add(deltas, row.profileId, row.currency, -row.amountMinor);
      return true;
    case 'UDEPOSIT':
      if (row.status === 'DONE') add(deltas, row.profileId, row.currency, row.amountMinor);
      return true;
    case 'PAYOUT':
      if (row.status === 'DONE') {
        add(deltas, row.profileId, row.currency, -(row.paidAmountMinor ?? row.amountMinor));
        add(deltas, row.profileId, feeCurrency, -row.feeMinor);
      }
      return true;
    case 'PAYIN':
      if (row.status === 'DONE') {
        add(deltas, row.profileId, row.currency, row.paidAmountMinor ?? row.amountMinor);
        add(deltas, row.profileId, feeCurrency, -row.feeMinor);
      }
      return true;
    case 'REF_DEPOSIT':
    case 'REF_CONVERT':
    case 'FARM_REWARD':
      // Paid from the house promotions account (checkPromotionsAccount holds that side).
      if (row.status === 'DONE') add(deltas, row.profileId, row.currency, row.amountMinor);
      return true;
    case 'REF_CLAWBACK':
      // A referral reward taken back to the promotions account (docs/decisions.md).
      if (row.status === 'DONE') add(deltas, row.profileId, row.currency, -row.amountMinor);
      return true;
    case 'EXCHANGE':
    case 'CONVERT':
      if (row.status === 'DONE' && row.toCurrency && row.toAmountMinor !== null) {
        add(deltas, row.profileId, row.currency, -(row.amountMinor - row.feeMinor));
        add(deltas, row.profileId, feeCurrency, -row.feeMinor);
        add(deltas, row.profileId, row.toCurrency, row.toAmountMinor);
      }
      return true;
    default:
      return false;
  }
}

/**
 * Money is conserved per profile and currency: the ledger's balance (available + held) equals
 * what the profile's transactions say happened. Σ entries = 0 (the audit) already proves the
 * house and the users together add up; this proves the users' share matches their records.
 */
export function checkConservation(snapshot: DatabaseSnapshot): Violation[] {
  const violations: Violation[] = [];
  const expected: Deltas = new Map();
  for (const row of snapshot.transactions) {
    if (!applyTransaction(expected, row)) {
      violations.push({
        check: 'money is conserved per profile',
        detail: `transaction ${row.externalId} has a type the check does not know: ${row.type}`,
      });
    }
  }
  const actual: Deltas = new Map();
  for (const balance of snapshot.userBalances) {
    add(actual, balance.profileId, balance.currency, balance.availableMinor + balance.heldMinor);
  }
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(key) ?? 0n;
    const have = actual.get(key) ?? 0n;
    if (want !== have) {
      violations.push({
        check: 'money is conserved per profile',
        detail: `${key}: the ledger holds ${have}, the transactions add up to ${want} (minor units)`,
      });
    }
  }
  return violations;
}

/** Σ of the users' money per currency (minor units), for the summary. */
export function sumUserBalances(snapshot: DatabaseSnapshot): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const balance of snapshot.userBalances) {
    totals.set(
      balance.currency,
      (totals.get(balance.currency) ?? 0n) + balance.availableMinor + balance.heldMinor,
    );
  }
  return totals;
}

const parse = <T>(text: string | null): T | undefined => {
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The deposits whose payment the sandbox bank was asked to report without a definite answer
 * (the server died under the report, and the retries ran out while it restarted): paid, so
 * they may be credited, though nothing says they were. Found by the bank reference each
 * deposit's answer gave.
 */
function maybeReported(history: History): Set<string> {
  const depositOfReference = new Map<string, string>();
  for (const operation of history) {
    if (operation.kind !== 'deposit' || operation.outcome !== 'ok') continue;
    const answer = parse<{ transaction?: { id?: string; bank_details?: { reference?: string } | null } }>(
      firstOkText(operation),
    );
    const reference = answer?.transaction?.bank_details?.reference;
    if (reference && answer?.transaction?.id) depositOfReference.set(reference, answer.transaction.id);
  }
  const ids = new Set<string>();
  for (const operation of history) {
    if (operation.kind !== 'deposit-credit' || operation.outcome !== 'indeterminate') continue;
    const reference = parse<{ reference?: string }>(operation.body)?.reference;
    const id = reference ? depositOfReference.get(reference) : undefined;
    if (id) ids.add(id);
  }
  return ids;
}

/**
 * Money entered only as the sandbox reported it: every payment reported from outside was
 * credited (its deposit is DONE), and no deposit was credited that nobody paid (a report that
 * got no definite answer counts as paid, credited or not).
 */
export function checkMoneyIn(history: History, snapshot: DatabaseSnapshot): Violation[] {
  const reported = new Set(
    history
      .filter((operation) => operation.kind === 'deposit-credit' && operation.outcome === 'ok')
      .flatMap((operation) => extractTransactionIds(firstOkText(operation))),
  );
  const maybe = maybeReported(history);
  const violations: Violation[] = [];
  const payins = snapshot.transactions.filter((row) => row.type === 'PAYIN');
  for (const row of payins) {
    if (reported.has(row.externalId) && row.status !== 'DONE') {
      violations.push({
        check: 'every reported payment is credited',
        detail: `deposit ${row.externalId} is ${row.status}`,
      });
    }
    if (!reported.has(row.externalId) && !maybe.has(row.externalId) && row.status === 'DONE') {
      violations.push({
        check: 'no deposit is credited that nobody paid',
        detail: `deposit ${row.externalId} is DONE but no payment was reported for it`,
      });
    }
  }
  return violations;
}

/** Σ credited deposits per currency (minor units): the money that entered the system. */
export function sumMoneyIn(snapshot: DatabaseSnapshot): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const row of snapshot.transactions) {
    if (row.type !== 'PAYIN' || row.status !== 'DONE') continue;
    totals.set(row.currency, (totals.get(row.currency) ?? 0n) + (row.paidAmountMinor ?? row.amountMinor));
  }
  return totals;
}
