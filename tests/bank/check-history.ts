import { firstOkText, type History, isMoneyOperation, type Operation } from './bank-history';
import { type DatabaseSnapshot, extractTransactionIds, type StoredAnswer } from './bank-snapshot';
import { chatTransactionIds, checkChatPayments } from './check-chat-payments';
import { checkConservation, checkMoneyIn } from './check-conservation';
import { checkFarm } from './check-farm';
import { checkPromotionsAccount, checkReferralRewards, promotionTransactionIds } from './check-promotions';

export interface Violation {
  check: string;
  detail: string;
}

const NEGATIVE = /^\s*-/;

/** The ledger's own audit: Σ entries = 0 per currency, cached = Σ entries, no negative user account. */
export function checkLedgerAudit(snapshot: DatabaseSnapshot): Violation[] {
  const violations = snapshot.audit.findings.map((finding) => ({
    check: `ledger audit: ${finding.check}`,
    detail: finding.detail,
  }));
  if (!snapshot.audit.isBalanced && violations.length === 0) {
    violations.push({ check: 'ledger audit', detail: 'the audit says unbalanced without a finding' });
  }
  for (const balance of snapshot.userBalances) {
    if (balance.availableMinor < 0n || balance.heldMinor < 0n) {
      violations.push({
        check: 'no user balance is negative (database)',
        detail: `${balance.profileId} ${balance.currency} available ${balance.availableMinor} held ${balance.heldMinor}`,
      });
    }
  }
  return violations;
}

/** Every balance any client read during the run was ≥ 0. */
export function checkObservedBalances(history: History): Violation[] {
  const violations: Violation[] = [];
  for (const operation of history) {
    for (const balance of operation.observedBalances ?? []) {
      if (NEGATIVE.test(balance.available) || NEGATIVE.test(balance.held)) {
        violations.push({
          check: 'no user balance is ever negative (reads)',
          detail: `op ${operation.seq} saw ${operation.profileId} ${balance.currency} available ${balance.available} held ${balance.held}`,
        });
      }
    }
  }
  return violations;
}

function indexAnswers(snapshot: DatabaseSnapshot): Map<string, StoredAnswer[]> {
  const byKey = new Map<string, StoredAnswer[]>();
  for (const answer of snapshot.storedAnswers) {
    byKey.set(answer.key, [...(byKey.get(answer.key) ?? []), answer]);
  }
  return byKey;
}

/**
 * Each money operation that got a 2xx: its answer is stored under its key byte for byte, every
 * later 2xx for the key repeats it, and the transaction it names exists exactly once — claimed by
 * no other key.
 */
export function checkAcknowledgedOperations(history: History, snapshot: DatabaseSnapshot): Violation[] {
  const violations: Violation[] = [];
  const answersByKey = indexAnswers(snapshot);
  const rowsById = new Map<string, number>();
  for (const row of snapshot.transactions)
    rowsById.set(row.externalId, (rowsById.get(row.externalId) ?? 0) + 1);
  const claimedBy = new Map<string, string>();

  for (const operation of history.filter(
    (candidate) => isMoneyOperation(candidate) && candidate.outcome === 'ok',
  )) {
    const key = operation.key ?? '(no key)';
    const first = firstOkText(operation);
    const stored = answersByKey.get(key) ?? [];
    if (stored.length !== 1) {
      violations.push({
        check: 'every acknowledged request is stored exactly once',
        detail: `op ${operation.seq} (${operation.kind}) key ${key}: ${stored.length} stored answers`,
      });
    } else if (stored[0]?.responseBody !== first) {
      violations.push({
        check: 'the stored answer is the one the client received',
        detail: `op ${operation.seq} (${operation.kind}) key ${key}`,
      });
    }
    for (const attempt of operation.attempts) {
      if (attempt.verdict === 'ok' && attempt.text !== first) {
        violations.push({
          check: 'a retry with the same key answers the same',
          detail: `op ${operation.seq} (${operation.kind}) key ${key}: a later 2xx differs from the first`,
        });
      }
    }
    const ids = extractTransactionIds(first);
    if (ids.length === 0) {
      violations.push({
        check: 'an acknowledged money operation names its transaction',
        detail: `op ${operation.seq} (${operation.kind}) key ${key}`,
      });
    }
    for (const id of ids) {
      const count = rowsById.get(id) ?? 0;
      if (count !== 1) {
        violations.push({
          check: 'every acknowledged transaction is present exactly once',
          detail: `op ${operation.seq} (${operation.kind}) transaction ${id}: ${count} rows`,
        });
      }
      const owner = claimedBy.get(id);
      if (owner !== undefined && owner !== key) {
        violations.push({
          check: 'no transaction answers two requests',
          detail: `transaction ${id} answered keys ${owner} and ${key}`,
        });
      }
      claimedBy.set(id, key);
    }
  }
  return violations;
}

/**
 * A definite refusal moved nothing: what is stored under its key (refusals are stored, so a late
 * copy of the request cannot succeed afterwards) is a refusal too, never a success.
 */
export function checkRefusedOperations(history: History, snapshot: DatabaseSnapshot): Violation[] {
  const answersByKey = indexAnswers(snapshot);
  return history
    .filter((operation) => isMoneyOperation(operation) && operation.outcome === 'refused')
    .filter(
      (operation) =>
        operation.key !== null &&
        (answersByKey.get(operation.key) ?? []).some((answer) => answer.statusCode < 400),
    )
    .map((operation) => ({
      check: 'a refused request moved nothing',
      detail: `op ${operation.seq} (${operation.kind}) key ${operation.key} was refused but a success is stored under it`,
    }));
}

/** A deliberate resend of a 2xx request answers 2xx, marked as a replay, byte-identical. */
export function checkReplays(history: History): Violation[] {
  const violations: Violation[] = [];
  for (const operation of history) {
    for (const replay of operation.replays) {
      const isOk = replay.status !== null && replay.status >= 200 && replay.status < 300;
      if (!isOk || !replay.isReplay || !replay.isIdentical) {
        violations.push({
          check: 'a replay repeats the first answer byte for byte',
          detail: `op ${operation.seq} (${operation.kind}) key ${operation.key}: status ${replay.status}, replayed ${replay.isReplay}, identical ${replay.isIdentical}`,
        });
      }
    }
  }
  return violations;
}

/**
 * Nothing was created twice: every transaction is named by exactly one stored answer, or derives
 * from one that is (a transfer's incoming leg, a refund). A retry that ran the operation again
 * would leave a transaction no stored answer names.
 */
export function checkNothingCreatedTwice(history: History, snapshot: DatabaseSnapshot): Violation[] {
  const violations: Violation[] = [];
  const namedBy = new Map<string, string[]>();
  for (const answer of snapshot.storedAnswers) {
    for (const id of extractTransactionIds(answer.responseBody)) {
      namedBy.set(id, [...(namedBy.get(id) ?? []), answer.key]);
    }
  }
  // Money from outside (a sandbox chain transfer) makes its own deposit, once per payment.
  const reportedFromOutside = new Set(
    history
      .filter((operation) => operation.kind === 'deposit-credit' && operation.outcome === 'ok')
      .flatMap((operation) => extractTransactionIds(firstOkText(operation))),
  );
  const known = new Set(snapshot.transactions.map((row) => row.externalId));
  // A chat card's transactions are accounted for by the card (checkChatPayments), a referral
  // reward's by its reward row (checkReferralRewards): the workers make them, not a request.
  const ofChatCards = chatTransactionIds(snapshot);
  const ofRewards = promotionTransactionIds(snapshot);
  for (const row of snapshot.transactions) {
    if (ofChatCards.has(row.externalId) || ofRewards.has(row.externalId)) continue;
    const keys = namedBy.get(row.externalId) ?? [];
    if (keys.length > 1) {
      violations.push({
        check: 'no transaction answers two requests',
        detail: `transaction ${row.externalId} is named by keys ${keys.join(', ')}`,
      });
    }
    const derivesFromKnown =
      (row.parentExternalId !== null && known.has(row.parentExternalId)) ||
      (row.reproducedExternalId !== null && known.has(row.reproducedExternalId));
    if (keys.length === 0 && !derivesFromKnown && !reportedFromOutside.has(row.externalId)) {
      violations.push({
        check: 'every transaction was created by exactly one request',
        detail: `transaction ${row.externalId} (${row.type} ${row.status}) is named by no stored answer`,
      });
    }
  }
  return violations;
}

/** Each operation ended with a definite answer, and its attempts agree with its outcome. */
export function checkOutcomes(history: History): Violation[] {
  const violations: Violation[] = [];
  for (const operation of history) {
    const verdicts = operation.attempts.map((attempt) => attempt.verdict);
    const last = verdicts.at(-1);
    const expected = last === 'ok' ? 'ok' : last === 'refused' ? 'refused' : 'indeterminate';
    if (operation.outcome !== expected) {
      violations.push({
        check: 'an operation’s outcome is its last answer',
        detail: `op ${operation.seq} outcome ${operation.outcome}, last attempt ${last ?? 'none'}`,
      });
    }
    if (verdicts.includes('ok') && last !== 'ok') {
      violations.push({
        check: 'a key that answered 2xx keeps answering 2xx',
        detail: `op ${operation.seq} (${operation.kind}) key ${operation.key}: ${verdicts.join(' → ')}`,
      });
    }
  }
  return violations;
}

/** Every check of the history against the database. */
export function checkAll(history: History, snapshot: DatabaseSnapshot): Violation[] {
  return [
    ...checkLedgerAudit(snapshot),
    ...checkObservedBalances(history),
    ...checkOutcomes(history),
    ...checkAcknowledgedOperations(history, snapshot),
    ...checkRefusedOperations(history, snapshot),
    ...checkReplays(history),
    ...checkNothingCreatedTwice(history, snapshot),
    ...checkConservation(snapshot),
    ...checkMoneyIn(history, snapshot),
    ...checkChatPayments(history, snapshot),
    ...checkReferralRewards(snapshot),
    ...checkFarm(snapshot),
    ...checkPromotionsAccount(snapshot),
  ];
}

export function describeOperation(operation: Operation): string {
  return `${operation.kind} ${operation.method} ${operation.path} key ${operation.key ?? '-'}`;
}
