import { describe, expect, it } from 'vitest';
import type { CardHistory, CardOperation } from './card-history';
import type { CardSnapshot } from './card-snapshot';
import { checkCards } from './check-card';

const CARD = 'card-1';

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const CARD_PROFILE = 'profile-card';
const OWNER = 'profile-owner';

/** A card whose coffee of 1240 was authorized, captured once and refunded 200 (books and history agree). */
function cleanRun(): { history: CardHistory; snapshot: CardSnapshot } {
  const operation = (
    kind: CardOperation['kind'],
    eventId: string,
    outcome: string,
    amountMinor: bigint | null,
  ) => ({
    seq: 0,
    client: 0,
    kind,
    cardId: CARD,
    eventId,
    authorizationId: 'auth-1',
    amountMinor,
    currency: 'EUR',
    deliveries: [],
    outcome,
    ...(kind === 'authorize' ? { approvedMinor: 1240n } : {}),
  });
  return {
    history: [
      operation('authorize', 'evt-a', 'approved', 1240n),
      operation('capture', 'evt-c', 'applied', 1240n),
      operation('refund-linked', 'evt-r', 'applied', 200n),
    ],
    snapshot: {
      audit: { isBalanced: true, findings: [] },
      cards: [{ id: CARD, cardProfileId: CARD_PROFILE, ownerProfileId: OWNER, currency: 'EUR' }],
      authorizations: [
        {
          id: 'auth-1',
          cardId: CARD,
          currency: 'EUR',
          status: 'captured',
          approvedMinor: 1240n,
          ledgerHolds: {},
          legsHeld: {},
          transactionId: 'tx-1',
        },
      ],
      events: [
        {
          eventId: 'evt-a',
          type: 'authorization',
          authorizationId: 'auth-1',
          cardId: CARD,
          outcome: 'approved',
          amountMinor: 1240n,
          currency: 'EUR',
        },
        {
          eventId: 'evt-c',
          type: 'capture',
          authorizationId: 'auth-1',
          cardId: CARD,
          outcome: 'applied',
          amountMinor: 1240n,
          currency: 'EUR',
        },
        {
          eventId: 'evt-r',
          type: 'refund',
          authorizationId: 'auth-1',
          cardId: CARD,
          outcome: 'applied',
          amountMinor: 200n,
          currency: 'EUR',
        },
      ],
      ledgerHolds: [
        {
          id: 'hold-1',
          transactionId: 'tx-1',
          profileId: CARD_PROFILE,
          currency: 'EUR',
          amountMinor: 1240n,
          status: 'posted',
          settledAt: 'now',
        },
      ],
      transactions: [
        {
          id: 'tx-1',
          profileId: CARD_PROFILE,
          type: 'CARD_DEBIT',
          status: 'DONE',
          amountMinor: 1240n,
          currency: 'EUR',
          parentId: null,
          providerRef: 'auth-1',
        },
        {
          id: 'tx-2',
          profileId: CARD_PROFILE,
          type: 'CARD_REFUND',
          status: 'DONE',
          amountMinor: 200n,
          currency: 'EUR',
          parentId: 'tx-1',
          providerRef: 'auth-1',
        },
      ],
      transfers: [
        {
          transactionId: 'tx-1',
          kind: 'card_capture',
          currency: 'EUR',
          amountMinor: 1240n,
          debit: 'hold',
          credit: 'clearing',
        },
        {
          transactionId: 'tx-2',
          kind: 'card_refund',
          currency: 'EUR',
          amountMinor: 200n,
          debit: 'clearing',
          credit: `user:${CARD_PROFILE}`,
        },
      ],
      overdrafts: [],
      balances: [{ profileId: CARD_PROFILE, currency: 'EUR', availableMinor: 3000n, heldMinor: 0n }],
    },
  };
}

describe('the card bank test’s checks', () => {
  it('find nothing in books that match the network’s history', () => {
    const { history, snapshot } = cleanRun();
    expect(checkCards(history, snapshot)).toEqual([]);
  });

  it('find a hold left pending on a captured authorization and a held balance without its hold', () => {
    const { history, snapshot } = cleanRun();
    snapshot.ledgerHolds.push({
      ...at(snapshot.ledgerHolds, 0),
      id: 'hold-2',
      status: 'pending',
      settledAt: null,
    });
    expect(checkCards(history, snapshot).map((violation) => violation.check)).toEqual([
      'no hold lost or doubled',
      'no hold lost or doubled',
    ]);
  });

  it('find a capture posted twice', () => {
    const { history, snapshot } = cleanRun();
    snapshot.transactions.push({ ...at(snapshot.transactions, 0), id: 'tx-3', parentId: 'tx-1' });
    snapshot.transfers.push({ ...at(snapshot.transfers, 0), transactionId: 'tx-3' });
    expect(checkCards(history, snapshot).map((violation) => violation.check)).toEqual([
      'no capture posted twice',
      'no capture posted twice',
    ]);
  });

  it('find an acknowledged event missing from the books, and a duplicate whose first delivery left no record', () => {
    const { history, snapshot } = cleanRun();
    snapshot.events = snapshot.events.filter((event) => event.eventId !== 'evt-r');
    snapshot.transactions.pop();
    history.push({ ...at(history, 1), kind: 'reversal', eventId: 'evt-x', outcome: 'duplicate' });
    expect(checkCards(history, snapshot).map((violation) => violation.detail)).toEqual([
      'refund-linked evt-r answered applied, books: absent',
      'reversal evt-x answered duplicate, books: absent',
    ]);
  });

  it('find an overdraft the suspense account lent that card_overdrafts does not owe, and a negative balance', () => {
    const { history, snapshot } = cleanRun();
    snapshot.transfers.push({
      transactionId: 'tx-1',
      kind: 'card_overdraft',
      currency: 'EUR',
      amountMinor: 50n,
      debit: 'suspense',
      credit: 'liquidity:card-overdraft',
    });
    snapshot.balances.push({ profileId: OWNER, currency: 'EUR', availableMinor: -1n, heldMinor: 0n });
    expect(checkCards(history, snapshot).map((violation) => violation.check)).toEqual([
      'nothing negative except a recorded overdraft',
      'nothing negative except a recorded overdraft',
    ]);
  });

  it('find a declined authorization that holds money', () => {
    const { history, snapshot } = cleanRun();
    snapshot.authorizations.push({
      ...at(snapshot.authorizations, 0),
      id: 'auth-2',
      status: 'declined',
      transactionId: 'tx-9',
    });
    snapshot.ledgerHolds.push({ ...at(snapshot.ledgerHolds, 0), id: 'hold-9', transactionId: 'tx-9' });
    expect(
      checkCards(history, snapshot).some((violation) => violation.detail.startsWith('declined auth-2')),
    ).toBe(true);
  });
});
