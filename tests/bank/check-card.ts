import type { CardHistory } from './card-history';
import { isApplied } from './card-network-side';
import type { CardSnapshot } from './card-snapshot';
import type { Violation } from './check-history';

type Snapshot = CardSnapshot;
const add = (map: Map<string, bigint>, key: string, amount: bigint) =>
  map.set(key, (map.get(key) ?? 0n) + amount);

/** Every balance equals the sum of its entries, and the books balance (the ledger's own audit). */
export function checkAudit(snapshot: Snapshot): Violation[] {
  if (snapshot.audit.isBalanced && snapshot.audit.findings.length === 0) return [];
  return [
    {
      check: 'every balance equals the sum of its entries',
      detail: `audit: balanced ${snapshot.audit.isBalanced}; ${JSON.stringify(snapshot.audit.findings).slice(0, 500)}`,
    },
  ];
}

/**
 * No hold lost or doubled: a pending authorization's ledger holds are exactly its record (one
 * pending hold per currency, of the record's amount and its legs'), an ended or declined one keeps
 * none, every ledger hold of a card's transaction is settled (posted, voided, expired) or pending
 * for its pending authorization, and each profile's held balance is the sum of its pending holds.
 */
export function checkHolds(snapshot: Snapshot): Violation[] {
  const violations: Violation[] = [];
  const v = (detail: string) => violations.push({ check: 'no hold lost or doubled', detail });
  const holdsByTransaction = new Map<string, Snapshot['ledgerHolds']>();
  for (const hold of snapshot.ledgerHolds) {
    const list = holdsByTransaction.get(hold.transactionId) ?? [];
    list.push(hold);
    holdsByTransaction.set(hold.transactionId, list);
  }
  const authorizationTransactions = new Set<string>();
  for (const authorization of snapshot.authorizations) {
    const holds = authorization.transactionId
      ? (holdsByTransaction.get(authorization.transactionId) ?? [])
      : [];
    if (authorization.transactionId) authorizationTransactions.add(authorization.transactionId);
    const pending = holds.filter((hold) => hold.status === 'pending');
    if (authorization.status === 'declined' && (holds.length > 0 || authorization.transactionId !== null))
      v(
        `declined ${authorization.id} left ${holds.length} hold(s) / transaction ${authorization.transactionId}`,
      );
    if (authorization.status !== 'pending') {
      if (pending.length > 0)
        v(`${authorization.status} ${authorization.id} still has ${pending.length} pending hold(s)`);
      if (Object.keys(authorization.ledgerHolds).length > 0)
        v(
          `${authorization.status} ${authorization.id} still records holds ${JSON.stringify(authorization.ledgerHolds)}`,
        );
      continue;
    }
    const recorded = Object.entries(authorization.ledgerHolds);
    if (pending.length !== recorded.length)
      v(`pending ${authorization.id}: ${pending.length} pending ledger hold(s), ${recorded.length} recorded`);
    for (const [currency, record] of recorded) {
      const hold = pending.find((candidate) => candidate.id === record.hold_id);
      if (!hold)
        v(
          `pending ${authorization.id}: recorded ${currency} hold ${record.hold_id} is not pending in the ledger`,
        );
      else if (hold.amountMinor !== BigInt(record.amount) || hold.currency !== currency)
        v(
          `pending ${authorization.id}: ledger hold ${hold.amountMinor} ${hold.currency}, recorded ${record.amount} ${currency}`,
        );
      const legs = authorization.legsHeld[currency] ?? 0n;
      if (legs !== BigInt(record.amount))
        v(`pending ${authorization.id}: its legs hold ${legs} ${currency}, its ledger hold ${record.amount}`);
    }
  }
  for (const hold of snapshot.ledgerHolds) {
    if (!authorizationTransactions.has(hold.transactionId)) continue;
    if ((hold.status === 'pending') !== (hold.settledAt === null))
      v(`ledger hold ${hold.id} is ${hold.status} with settled_at ${hold.settledAt}`);
  }
  const held = new Map<string, bigint>();
  for (const hold of snapshot.ledgerHolds)
    if (hold.status === 'pending') add(held, `${hold.profileId} ${hold.currency}`, hold.amountMinor);
  for (const balance of snapshot.balances) {
    const want = held.get(`${balance.profileId} ${balance.currency}`) ?? 0n;
    if (balance.heldMinor !== want)
      v(`${balance.profileId} ${balance.currency}: held ${balance.heldMinor}, pending holds ${want}`);
  }
  return violations;
}

/** What the network's own history says of each authorization, against the books. */
export function checkAuthorizations(history: CardHistory, snapshot: Snapshot): Violation[] {
  const violations: Violation[] = [];
  const v = (detail: string) => violations.push({ check: 'authorizations as answered', detail });
  const rows = new Map(snapshot.authorizations.map((row) => [row.id, row]));
  const reversedAfterTimeout = new Set(
    history
      .filter((op) => op.kind === 'timeout-reversal' && isApplied(op.outcome))
      .map((op) => op.authorizationId),
  );
  const incremented = new Set(
    history.filter((op) => op.kind === 'increment').map((op) => op.authorizationId),
  );
  for (const op of history) {
    if (!op.kind.startsWith('authorize') || op.authorizationId === null) continue;
    const row = rows.get(op.authorizationId);
    if (op.outcome?.startsWith('approved')) {
      if (!row || row.status === 'declined')
        v(`${op.authorizationId} approved to the network, ${row?.status ?? 'absent'} in the books`);
      else if (!incremented.has(op.authorizationId) && row.approvedMinor !== op.approvedMinor)
        v(
          `${op.authorizationId} approved ${op.approvedMinor} to the network, ${row.approvedMinor} in the books`,
        );
    } else if (op.outcome?.startsWith('declined')) {
      if (row && row.status !== 'declined')
        v(`${op.authorizationId} declined to the network, ${row.status} in the books`);
    } else if (op.outcome === 'timeout' && reversedAfterTimeout.has(op.authorizationId)) {
      // The network declined and reversed: whatever Ferry decided, nothing may stay held.
      if (row && row.status !== 'reversed' && row.status !== 'declined')
        v(`${op.authorizationId} timed out and was reversed, ${row.status} in the books`);
    }
  }
  return violations;
}

/**
 * Captures and refunds posted once each: the network's applied events are in the books, the books
 * apply no event the network did not send, and per authorization the money the network's
 * clearing got (same-currency spends) and the number of CARD_DEBITs match the captures applied;
 * per card, CARD_REFUND and CARD_CREDIT add up to the refunds applied.
 */
export function checkPostings(history: CardHistory, snapshot: Snapshot): Violation[] {
  const violations: Violation[] = [];
  const v = (check: string, detail: string) => violations.push({ check, detail });
  const events = new Map(snapshot.events.map((event) => [event.eventId, event]));
  const sent = new Set(history.map((op) => op.eventId));
  for (const op of history) {
    if (op.kind === 'top-up' || op.kind.startsWith('authorize') || op.kind === 'late-authorization') continue;
    if (op.kind === 'increment') continue;
    // `duplicate` says an earlier delivery was recorded, whatever it did: the books tell what.
    const books = events.get(op.eventId)?.outcome;
    const isLost =
      op.outcome === 'duplicate'
        ? books === undefined
        : isApplied(op.outcome) && !books?.startsWith('applied');
    if (isLost)
      v(
        'no applied event lost',
        `${op.kind} ${op.eventId} answered ${op.outcome}, books: ${books ?? 'absent'}`,
      );
  }
  for (const event of snapshot.events) {
    if (
      event.outcome.startsWith('applied') &&
      !sent.has(event.eventId) &&
      !event.eventId.startsWith('ferry_expiry_')
    )
      v('no event the network did not send', `${event.type} ${event.eventId} applied`);
  }
  const appliedCaptures = new Map<string, bigint[]>();
  for (const event of snapshot.events) {
    if (event.type !== 'capture' || !event.outcome.startsWith('applied') || !event.authorizationId) continue;
    const list = appliedCaptures.get(event.authorizationId) ?? [];
    list.push(event.amountMinor ?? 0n);
    appliedCaptures.set(event.authorizationId, list);
  }
  const transactionsById = new Map(snapshot.transactions.map((row) => [row.id, row]));
  const cardOf = new Map(snapshot.cards.map((card) => [card.id, card]));
  for (const authorization of snapshot.authorizations) {
    if (!authorization.transactionId) continue;
    const own = transactionsById.get(authorization.transactionId);
    const debits = snapshot.transactions.filter(
      (row) =>
        (row.type === 'CARD_DEBIT' || row.type === 'CARD_WITHDRAWAL') &&
        row.parentId === authorization.transactionId &&
        row.providerRef === authorization.id,
    );
    const postedCount = (own?.status === 'DONE' ? 1 : 0) + debits.length;
    const captures = appliedCaptures.get(authorization.id) ?? [];
    if (postedCount !== captures.length)
      v(
        'no capture posted twice',
        `${authorization.id}: ${postedCount} CARD_DEBIT posting(s) for ${captures.length} capture(s) applied`,
      );
    const card = cardOf.get(authorization.cardId);
    if (card && authorization.currency === card.currency) {
      const ids = new Set([authorization.transactionId, ...debits.map((row) => row.id)]);
      const cleared = snapshot.transfers
        .filter((t) => t.transactionId !== null && ids.has(t.transactionId) && t.credit === 'clearing')
        .reduce((sum, t) => sum + t.amountMinor, 0n);
      const want = captures.reduce((sum, amount) => sum + amount, 0n);
      if (cleared !== want)
        v(
          'no capture posted twice',
          `${authorization.id}: the network's clearing got ${cleared}, captures applied ${want}`,
        );
    }
  }
  // Refunds per card and currency: the books' CARD_REFUND/CARD_CREDIT against the applied events.
  const refundedBooks = new Map<string, bigint>();
  const cardByProfile = new Map(snapshot.cards.map((card) => [card.cardProfileId, card.id]));
  for (const row of snapshot.transactions) {
    if (row.type !== 'CARD_REFUND' && row.type !== 'CARD_CREDIT') continue;
    add(refundedBooks, `${cardByProfile.get(row.profileId)} ${row.currency}`, row.amountMinor);
  }
  const refundedEvents = new Map<string, bigint>();
  for (const event of snapshot.events) {
    if (event.type !== 'refund' || !event.outcome.startsWith('applied')) continue;
    add(refundedEvents, `${event.cardId} ${event.currency}`, event.amountMinor ?? 0n);
  }
  for (const key of new Set([...refundedBooks.keys(), ...refundedEvents.keys()])) {
    if ((refundedBooks.get(key) ?? 0n) !== (refundedEvents.get(key) ?? 0n))
      v(
        'refunds posted once',
        `${key}: books ${refundedBooks.get(key) ?? 0n}, refunds applied ${refundedEvents.get(key) ?? 0n}`,
      );
  }
  return violations;
}

/**
 * Nothing negative except through a recorded overdraft: every user balance is ≥ 0, and each
 * card's `card_overdrafts.owed` is what the overdraft suspense account lent its transactions less
 * what they repaid, per currency.
 */
export function checkOverdrafts(snapshot: Snapshot): Violation[] {
  const violations: Violation[] = [];
  const v = (detail: string) =>
    violations.push({ check: 'nothing negative except a recorded overdraft', detail });
  for (const balance of snapshot.balances) {
    if (balance.availableMinor < 0n || balance.heldMinor < 0n)
      v(
        `${balance.profileId} ${balance.currency}: available ${balance.availableMinor}, held ${balance.heldMinor}`,
      );
  }
  const cardByProfile = new Map(snapshot.cards.map((card) => [card.cardProfileId, card.id]));
  const profileOf = new Map(snapshot.transactions.map((row) => [row.id, row.profileId]));
  const lent = new Map<string, bigint>();
  for (const transfer of snapshot.transfers) {
    const isLent = transfer.debit === 'suspense';
    const isRepaid = transfer.credit === 'suspense';
    if (!isLent && !isRepaid) continue;
    const card = cardByProfile.get(profileOf.get(transfer.transactionId ?? '') ?? '');
    if (!card) {
      v(
        `suspense transfer ${transfer.kind} of ${transfer.amountMinor} ${transfer.currency} belongs to no card`,
      );
      continue;
    }
    add(lent, `${card} ${transfer.currency}`, isLent ? transfer.amountMinor : -transfer.amountMinor);
  }
  const owed = new Map(snapshot.overdrafts.map((row) => [`${row.cardId} ${row.currency}`, row.owedMinor]));
  for (const key of new Set([...lent.keys(), ...owed.keys()])) {
    if ((lent.get(key) ?? 0n) !== (owed.get(key) ?? 0n))
      v(
        `${key}: card_overdrafts owes ${owed.get(key) ?? 0n}, the suspense account lent ${lent.get(key) ?? 0n} net`,
      );
  }
  return violations;
}

export function checkCards(history: CardHistory, snapshot: Snapshot): Violation[] {
  return [
    ...checkAudit(snapshot),
    ...checkHolds(snapshot),
    ...checkAuthorizations(history, snapshot),
    ...checkPostings(history, snapshot),
    ...checkOverdrafts(snapshot),
  ];
}
