import { describe, expect, it } from 'vitest';
import type { HoldLeg } from './authorize-spend';
import {
  AUTHORIZATION_EXPIRY_DAYS,
  applyCardEvent,
  type CardLedgerState,
  type CardNetworkEvent,
  type CardPosting,
  EMPTY_CARD_LEDGER,
  type IgnoredReason,
} from './hold-lifecycle';

const T0 = new Date('2026-11-01T10:00:00Z');
const DAY = 86_400_000;
const eur = (minor: bigint): HoldLeg => ({ currency: 'EUR', scale: 2, heldMinor: minor, coversMinor: minor });
// A USD spend paid from EUR at 1.08: 10.80 USD held as 10.00 EUR.
const eurForUsd = (coversMinor: bigint, heldMinor: bigint): HoldLeg => ({
  currency: 'EUR',
  scale: 2,
  heldMinor,
  coversMinor,
  rate: '1.08',
});

let counter = 0;
const id = () => `evt_${++counter}`;
const auth = (
  authorizationId: string,
  legs: HoldLeg[],
  extra: Partial<CardNetworkEvent> = {},
): CardNetworkEvent =>
  ({
    type: 'authorization',
    eventId: id(),
    authorizationId,
    at: T0,
    kind: 'purchase',
    currency: 'EUR',
    scale: 2,
    legs,
    ...extra,
  }) as CardNetworkEvent;

function run(events: CardNetworkEvent[]): {
  state: CardLedgerState;
  postings: CardPosting[][];
  ignored: (IgnoredReason | undefined)[];
} {
  let state = EMPTY_CARD_LEDGER;
  const postings: CardPosting[][] = [];
  const ignored: (IgnoredReason | undefined)[] = [];
  for (const event of events) {
    const result = applyCardEvent(state, event);
    state = result.state;
    postings.push([...result.postings]);
    ignored.push(result.ignored);
  }
  return { state, postings, ignored };
}

const hold = (currency: string, amountMinor: bigint, authorizationId = 'a1'): CardPosting => ({
  kind: 'hold',
  authorizationId,
  currency,
  amountMinor,
});
const settle = (currency: string, amountMinor: bigint): CardPosting => ({
  kind: 'settle',
  authorizationId: 'a1',
  currency,
  amountMinor,
});
const release = (
  currency: string,
  amountMinor: bigint,
  cause: 'reversal' | 'expiry' | 'capture',
): CardPosting => ({
  kind: 'release',
  authorizationId: 'a1',
  currency,
  amountMinor,
  cause,
});
const entry = (
  type: string,
  side: 'debit' | 'credit',
  currency: string,
  amountMinor: bigint,
  authorizationId: string | null = 'a1',
  counterparty: 'network' | 'house' = 'network',
): CardPosting =>
  ({
    kind: 'entry',
    type,
    side,
    currency,
    amountMinor,
    counterparty,
    ...(authorizationId ? { authorizationId } : {}),
  }) as CardPosting;

const cases: [string, () => CardNetworkEvent[], CardPosting[][], (IgnoredReason | undefined)[]?][] = [
  ['authorization places a hold', () => [auth('a1', [eur(1240n)])], [[hold('EUR', 1240n)]]],
  [
    'capture equal to the hold settles it into CARD_DEBIT',
    () => [
      auth('a1', [eur(1240n)]),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1240n },
    ],
    [[hold('EUR', 1240n)], [settle('EUR', 1240n), entry('CARD_DEBIT', 'debit', 'EUR', 1240n)]],
  ],
  [
    'capture under the hold settles what was taken and releases the rest',
    () => [
      auth('a1', [eur(1240n)]),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1000n },
    ],
    [
      [hold('EUR', 1240n)],
      [settle('EUR', 1000n), entry('CARD_DEBIT', 'debit', 'EUR', 1000n), release('EUR', 240n, 'capture')],
    ],
  ],
  [
    'over-capture settles the hold and debits the excess too',
    () => [
      auth('a1', [eur(1000n)]),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1150n },
    ],
    [
      [hold('EUR', 1000n)],
      [
        settle('EUR', 1000n),
        entry('CARD_DEBIT', 'debit', 'EUR', 1000n),
        entry('CARD_DEBIT', 'debit', 'EUR', 150n),
      ],
    ],
  ],
  [
    'incremental authorization holds more; the capture takes both',
    () => [
      auth('a1', [eur(1000n)]),
      { type: 'incremental_authorization', eventId: id(), authorizationId: 'a1', legs: [eur(500n)] },
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1500n },
    ],
    [
      [hold('EUR', 1000n)],
      [hold('EUR', 500n)],
      [
        settle('EUR', 1000n),
        entry('CARD_DEBIT', 'debit', 'EUR', 1000n),
        settle('EUR', 500n),
        entry('CARD_DEBIT', 'debit', 'EUR', 500n),
      ],
    ],
  ],
  [
    'full reversal releases the hold; a capture afterwards still posts without one',
    () => [
      auth('a1', [eur(1240n)]),
      { type: 'reversal', eventId: id(), authorizationId: 'a1' },
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1240n },
    ],
    [[hold('EUR', 1240n)], [release('EUR', 1240n, 'reversal')], [entry('CARD_DEBIT', 'debit', 'EUR', 1240n)]],
  ],
  [
    'partial reversal releases part; the capture settles the rest',
    () => [
      auth('a1', [eur(1240n)]),
      { type: 'reversal', eventId: id(), authorizationId: 'a1', amountMinor: 240n },
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1000n },
    ],
    [
      [hold('EUR', 1240n)],
      [release('EUR', 240n, 'reversal')],
      [settle('EUR', 1000n), entry('CARD_DEBIT', 'debit', 'EUR', 1000n)],
    ],
  ],
  [
    `expiry before ${AUTHORIZATION_EXPIRY_DAYS} days is ignored`,
    () => [
      auth('a1', [eur(1240n)]),
      { type: 'expiry', eventId: id(), authorizationId: 'a1', at: new Date(T0.getTime() + 6 * DAY) },
    ],
    [[hold('EUR', 1240n)], []],
    [undefined, 'not_yet_expired'],
  ],
  [
    'expiry releases the hold; a late capture still posts',
    () => [
      auth('a1', [eur(1240n)]),
      {
        type: 'expiry',
        eventId: id(),
        authorizationId: 'a1',
        at: new Date(T0.getTime() + AUTHORIZATION_EXPIRY_DAYS * DAY),
      },
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1240n },
    ],
    [[hold('EUR', 1240n)], [release('EUR', 1240n, 'expiry')], [entry('CARD_DEBIT', 'debit', 'EUR', 1240n)]],
  ],
  [
    'a converted hold settles in the balance currency; a partial capture settles the smallest part that covers',
    () => [
      auth('a1', [eurForUsd(1080n, 1000n)], { currency: 'USD' }),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 540n },
    ],
    [
      [hold('EUR', 1000n)],
      [settle('EUR', 500n), entry('CARD_DEBIT', 'debit', 'EUR', 500n), release('EUR', 500n, 'capture')],
    ],
  ],
  [
    'a linked refund goes back to the balance that paid, in its currency',
    () => [
      auth('a1', [eurForUsd(1080n, 1000n)], { currency: 'USD' }),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1080n },
      { type: 'refund', eventId: id(), authorizationId: 'a1', amountMinor: 216n, currency: 'USD' },
    ],
    [
      [hold('EUR', 1000n)],
      [settle('EUR', 1000n), entry('CARD_DEBIT', 'debit', 'EUR', 1000n)],
      [entry('CARD_REFUND', 'credit', 'EUR', 200n)],
    ],
  ],
  [
    'a linked refund above what was captured credits the rest',
    () => [
      auth('a1', [eur(1240n)]),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1240n },
      { type: 'refund', eventId: id(), authorizationId: 'a1', amountMinor: 1300n, currency: 'EUR' },
    ],
    [
      [hold('EUR', 1240n)],
      [settle('EUR', 1240n), entry('CARD_DEBIT', 'debit', 'EUR', 1240n)],
      [entry('CARD_REFUND', 'credit', 'EUR', 1240n), entry('CARD_CREDIT', 'credit', 'EUR', 60n)],
    ],
  ],
  [
    'an unlinked refund posts a CARD_CREDIT',
    () => [{ type: 'refund', eventId: id(), amountMinor: 200n, currency: 'EUR' }],
    [[entry('CARD_CREDIT', 'credit', 'EUR', 200n, null)]],
  ],
  [
    'a force post debits without an authorization',
    () => [
      {
        type: 'force_post',
        eventId: id(),
        amountMinor: 990n,
        currency: 'EUR',
        scale: 2,
        balance: { currency: 'EUR', scale: 2 },
      },
    ],
    [[entry('CARD_DEBIT', 'debit', 'EUR', 990n, null)]],
  ],
  [
    'a force post in another currency debits its balance at the quote, rounded up',
    () => [
      {
        type: 'force_post',
        eventId: id(),
        amountMinor: 1000n,
        currency: 'USD',
        scale: 2,
        balance: { currency: 'USDT', scale: 6, rate: '1.08' },
      },
    ],
    // 10.00 USD / 1.08 = 9.259259… USDT → 9.259260
    [[entry('CARD_DEBIT', 'debit', 'USDT', 9_259_260n, null)]],
  ],
  [
    'an over-capture of a converted hold debits the excess from the first balance at its quote',
    () => [
      auth('a1', [eurForUsd(1080n, 1000n)], { currency: 'USD' }),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1296n },
    ],
    [
      [hold('EUR', 1000n)],
      [
        settle('EUR', 1000n),
        entry('CARD_DEBIT', 'debit', 'EUR', 1000n),
        entry('CARD_DEBIT', 'debit', 'EUR', 200n),
      ],
    ],
  ],
  [
    'a partial reversal of a converted hold keeps what still covers the rest',
    () => [
      auth('a1', [eur(500n), eurForUsd(1080n, 1000n)], { currency: 'USD' }),
      { type: 'reversal', eventId: id(), authorizationId: 'a1', amountMinor: 540n },
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1040n },
    ],
    [
      [hold('EUR', 500n), hold('EUR', 1000n)],
      [release('EUR', 500n, 'reversal')],
      [
        settle('EUR', 500n),
        entry('CARD_DEBIT', 'debit', 'EUR', 500n),
        settle('EUR', 500n),
        entry('CARD_DEBIT', 'debit', 'EUR', 500n),
      ],
    ],
  ],
  [
    'an ATM withdrawal captures as CARD_WITHDRAWAL',
    () => [
      auth('a1', [eur(5000n)], { kind: 'atm_withdrawal' }),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 5000n },
    ],
    [[hold('EUR', 5000n)], [settle('EUR', 5000n), entry('CARD_WITHDRAWAL', 'debit', 'EUR', 5000n)]],
  ],
  [
    'cashback credits a CARD_BONUS from the house',
    () => [{ type: 'cashback', eventId: id(), amountMinor: 50n, currency: 'EUR' }],
    [[entry('CARD_BONUS', 'credit', 'EUR', 50n, null, 'house')]],
  ],
  [
    'a reversal of an unknown authorization is ignored',
    () => [{ type: 'reversal', eventId: id(), authorizationId: 'nope' }],
    [[]],
    ['unknown_authorization'],
  ],
  [
    'an increment after the capture is ignored',
    () => [
      auth('a1', [eur(1000n)]),
      { type: 'capture', eventId: id(), authorizationId: 'a1', amountMinor: 1000n },
      { type: 'incremental_authorization', eventId: id(), authorizationId: 'a1', legs: [eur(100n)] },
    ],
    [[hold('EUR', 1000n)], [settle('EUR', 1000n), entry('CARD_DEBIT', 'debit', 'EUR', 1000n)], []],
    [undefined, undefined, 'not_pending'],
  ],
  [
    'a negative amount is ignored',
    () => [{ type: 'cashback', eventId: id(), amountMinor: -5n, currency: 'EUR' }],
    [[]],
    ['invalid_amount'],
  ],
];

describe('applyCardEvent', () => {
  it.each(cases)('%s', (_name, events, postings, ignored) => {
    const result = run(events());
    expect(result.postings).toEqual(postings);
    if (ignored) expect(result.ignored).toEqual(ignored);
  });

  it('a duplicate event id produces nothing, whatever it carries', () => {
    const first = auth('a1', [eur(1240n)]);
    const capture: CardNetworkEvent = {
      type: 'capture',
      eventId: 'cap_1',
      authorizationId: 'a1',
      amountMinor: 1240n,
    };
    const result = run([first, first, capture, capture, { ...capture, amountMinor: 9999n }]);
    expect(result.postings.slice(1)).toEqual([[], expect.any(Array), [], []]);
    expect(result.ignored).toEqual([undefined, 'duplicate', undefined, 'duplicate', 'duplicate']);
  });

  it('an event ignored for now applies when the same id comes again once it fits', () => {
    const early: CardNetworkEvent = { type: 'reversal', eventId: 'rev_1', authorizationId: 'a1' };
    const expiry: CardNetworkEvent = {
      type: 'expiry',
      eventId: 'exp_1',
      authorizationId: 'a1',
      at: new Date(T0.getTime() + DAY),
    };
    const late: CardNetworkEvent = {
      ...expiry,
      at: new Date(T0.getTime() + AUTHORIZATION_EXPIRY_DAYS * DAY),
    };
    expect(run([early, auth('a1', [eur(1240n)]), early]).postings).toEqual([
      [],
      [hold('EUR', 1240n)],
      [release('EUR', 1240n, 'reversal')],
    ]);
    expect(run([auth('a1', [eur(1240n)]), expiry, late]).postings).toEqual([
      [hold('EUR', 1240n)],
      [],
      [release('EUR', 1240n, 'expiry')],
    ]);
  });

  it('a second authorization with a known id is refused and its event id spent', () => {
    const again = auth('a1', [eur(999n)]);
    const result = run([auth('a1', [eur(1240n)]), again, again]);
    expect(result.ignored).toEqual([undefined, 'authorization_exists', 'duplicate']);
  });

  it('flags an over-capture above the tolerance, and not one within it', () => {
    const held = applyCardEvent(EMPTY_CARD_LEDGER, auth('a1', [eur(1000n)])).state;
    const within = applyCardEvent(held, {
      type: 'capture',
      eventId: 'c1',
      authorizationId: 'a1',
      amountMinor: 1200n,
    });
    const beyond = applyCardEvent(held, {
      type: 'capture',
      eventId: 'c1',
      authorizationId: 'a1',
      amountMinor: 1201n,
    });
    expect([within.overCaptureMinor, within.overCaptureFlagged]).toEqual([200n, false]);
    expect([beyond.overCaptureMinor, beyond.overCaptureFlagged]).toEqual([201n, true]);
  });
});
