import { describe, expect, it } from 'vitest';
import type { Attempt, History, Operation } from './bank-history';
import type { DatabaseSnapshot, TransactionRow } from './bank-snapshot';
import { extractTransactionIds } from './bank-snapshot';
import { checkAll } from './check-history';

const PROFILE_A = '00000000-0000-4000-8000-00000000000a';
const PROFILE_B = '00000000-0000-4000-8000-00000000000b';

function answerOf(id: string, type = 'UPAYOUT'): string {
  return JSON.stringify({ id, type, status: 'DONE', amount: '5', currency: 'EUR' });
}

function attempt(verdict: Attempt['verdict'], text: string | null = null, isReplay = false): Attempt {
  const status = { ok: 200, refused: 422, ambiguous: null, busy: 409 }[verdict];
  return { startedAtMs: 0, endedAtMs: 1, status, text, isReplay, verdict, error: null };
}

function transfer(seq: number, key: string, attempts: Attempt[], outcome: Operation['outcome']): Operation {
  return {
    seq,
    client: 0,
    kind: 'transfer',
    profileId: PROFILE_A,
    key,
    method: 'POST',
    path: 'transfers',
    body: '{}',
    attempts,
    outcome,
    replays: [],
  };
}

function row(externalId: string, parentExternalId: string | null = null): TransactionRow {
  return {
    externalId,
    profileId: parentExternalId ? PROFILE_B : PROFILE_A,
    type: parentExternalId ? 'UDEPOSIT' : 'UPAYOUT',
    direction: parentExternalId ? 'PAYIN' : 'PAYOUT',
    status: 'DONE',
    parentExternalId,
    reproducedExternalId: null,
    currency: 'EUR',
    amountMinor: 500n,
    feeMinor: 0n,
    feeCurrency: null,
    toCurrency: null,
    toAmountMinor: null,
    paidAmountMinor: null,
  };
}

/** A clean run: one transfer acknowledged after an ambiguous attempt, one refused, one read. */
function cleanRun(): { history: History; snapshot: DatabaseSnapshot } {
  const history: History = [
    {
      ...transfer(9, 'unused', [], 'ok'),
      kind: 'deposit-credit',
      key: null,
      path: '/api/dev/sandbox/bank-transfers',
      attempts: [
        attempt(
          'ok',
          JSON.stringify({ outcome: 'credited', transaction: JSON.parse(answerOf('D0', 'PAYIN')) }),
        ),
      ],
    },
    transfer(0, 'key-1', [attempt('ambiguous'), attempt('ok', answerOf('T1'), true)], 'ok'),
    transfer(1, 'key-2', [attempt('refused')], 'refused'),
    {
      ...transfer(2, 'key-3', [], 'ok'),
      kind: 'read-balances',
      key: null,
      method: 'GET',
      path: 'balances',
      attempts: [attempt('ok', '{}')],
      observedBalances: [{ currency: 'EUR', available: '5', held: '0' }],
    },
  ];
  const snapshot: DatabaseSnapshot = {
    audit: { isBalanced: true, findings: [] },
    storedAnswers: [
      {
        scope: 'user:a',
        key: 'key-1',
        endpoint: 'createTransfer',
        statusCode: 200,
        responseBody: answerOf('T1'),
      },
    ],
    transactions: [row('T1'), row('T1-in', 'T1')],
    // A started with 5 EUR from a deposit (not in this history) and sent it to B.
    userBalances: [
      { profileId: PROFILE_A, currency: 'EUR', availableMinor: 0n, heldMinor: 0n },
      { profileId: PROFILE_B, currency: 'EUR', availableMinor: 500n, heldMinor: 0n },
    ],
  };
  snapshot.transactions = [{ ...row('D0'), type: 'PAYIN', direction: 'PAYIN' }, ...snapshot.transactions];
  snapshot.storedAnswers = [
    ...snapshot.storedAnswers,
    {
      scope: 'user:a',
      key: 'key-0',
      endpoint: 'createDeposit',
      statusCode: 200,
      responseBody: answerOf('D0', 'PAYIN'),
    },
  ];
  return { history, snapshot };
}

describe('the bank checker', () => {
  it('passes a clean history', () => {
    const { history, snapshot } = cleanRun();
    expect(checkAll(history, snapshot)).toEqual([]);
  });

  it('catches a retry that created the transaction twice', () => {
    const { history, snapshot } = cleanRun();
    // The ambiguous first attempt committed T1; the retry ran again and made T2 (stored last).
    const broken = {
      ...snapshot,
      transactions: [...snapshot.transactions, row('T2'), row('T2-in', 'T2')],
    };
    const checks = checkAll(history, broken).map((violation) => violation.check);
    expect(checks).toContain('every transaction was created by exactly one request');
  });

  it('catches two requests answered with the same transaction', () => {
    const { history, snapshot } = cleanRun();
    history.push(transfer(3, 'key-4', [attempt('ok', answerOf('T1'))], 'ok'));
    const broken = {
      ...snapshot,
      storedAnswers: [
        ...snapshot.storedAnswers,
        {
          scope: 'user:a',
          key: 'key-4',
          endpoint: 'createTransfer',
          statusCode: 200,
          responseBody: answerOf('T1'),
        },
      ],
    };
    const checks = checkAll(history, broken).map((violation) => violation.check);
    expect(checks).toContain('no transaction answers two requests');
  });

  it('catches an acknowledged transfer that is missing from the books', () => {
    const { history, snapshot } = cleanRun();
    const broken = { ...snapshot, storedAnswers: [], transactions: [] };
    const checks = checkAll(history, broken).map((violation) => violation.check);
    expect(checks).toContain('every acknowledged request is stored exactly once');
    expect(checks).toContain('every acknowledged transaction is present exactly once');
  });

  it('catches a negative balance seen by a read and one in the database', () => {
    const { history, snapshot } = cleanRun();
    const read = history[3] as Operation;
    read.observedBalances = [{ currency: 'EUR', available: '-0.01', held: '0' }];
    const broken = {
      ...snapshot,
      userBalances: [{ profileId: PROFILE_A, currency: 'EUR', availableMinor: -1n, heldMinor: 0n }],
      audit: {
        isBalanced: false,
        findings: [{ check: 'no user balance is negative', detail: '{"balance":"-1"}' }],
      },
    };
    const checks = checkAll(history, broken).map((violation) => violation.check);
    expect(checks).toContain('no user balance is ever negative (reads)');
    expect(checks).toContain('no user balance is negative (database)');
    expect(checks).toContain('ledger audit: no user balance is negative');
  });

  it('accepts a refusal stored under its key (the server keeps refusals too)', () => {
    const { history, snapshot } = cleanRun();
    const withRefusal = {
      ...snapshot,
      storedAnswers: [
        ...snapshot.storedAnswers,
        {
          scope: 'user:a',
          key: 'key-2',
          endpoint: 'createTransfer',
          statusCode: 422,
          responseBody: '{"error":{"code":"INSUFFICIENT_BALANCE","message":"insufficient balance"}}',
        },
      ],
    };
    expect(checkAll(history, withRefusal)).toEqual([]);
  });

  it('catches a refusal that moved money and a replay that differs', () => {
    const { history, snapshot } = cleanRun();
    (history[1] as Operation).replays.push({ status: 200, isReplay: true, isIdentical: false });
    const broken = {
      ...snapshot,
      storedAnswers: [
        ...snapshot.storedAnswers,
        {
          scope: 'user:a',
          key: 'key-2',
          endpoint: 'createTransfer',
          statusCode: 200,
          responseBody: answerOf('T9'),
        },
      ],
    };
    const checks = checkAll(history, broken).map((violation) => violation.check);
    expect(checks).toContain('a refused request moved nothing');
    expect(checks).toContain('a replay repeats the first answer byte for byte');
  });

  it('catches a stored answer that is not what the client received', () => {
    const { history, snapshot } = cleanRun();
    const broken = {
      ...snapshot,
      storedAnswers: [
        {
          ...(snapshot.storedAnswers[0] as DatabaseSnapshot['storedAnswers'][number]),
          responseBody: answerOf('T1', 'PAYOUT'),
        },
      ],
    };
    const checks = checkAll(history, broken).map((violation) => violation.check);
    expect(checks).toContain('the stored answer is the one the client received');
  });

  it('catches money that the transactions do not account for', () => {
    const { history, snapshot } = cleanRun();
    const broken = {
      ...snapshot,
      userBalances: snapshot.userBalances.map((balance) =>
        balance.profileId === PROFILE_B ? { ...balance, availableMinor: 501n } : balance,
      ),
    };
    const violations = checkAll(history, broken);
    expect(violations.map((violation) => violation.check)).toEqual(['money is conserved per profile']);
    expect(violations[0]?.detail).toContain('the ledger holds 501, the transactions add up to 500');
  });

  it('catches a deposit credited that nobody paid', () => {
    const { history, snapshot } = cleanRun();
    const checks = checkAll(history.slice(1), snapshot).map((violation) => violation.check);
    expect(checks).toContain('no deposit is credited that nobody paid');
  });

  it('lets a deposit be credited whose report got no definite answer, and only that one', () => {
    const { history, snapshot } = cleanRun();
    const created = {
      ...transfer(8, 'key-0', [], 'ok'),
      kind: 'deposit' as const,
      path: 'deposits',
      attempts: [
        attempt(
          'ok',
          JSON.stringify({
            transaction: { ...JSON.parse(answerOf('D0', 'PAYIN')), bank_details: { reference: 'REF-D0' } },
          }),
        ),
      ],
    };
    const report = (reference: string): Operation => ({
      ...transfer(9, 'unused', [attempt('ambiguous'), attempt('ambiguous')], 'indeterminate'),
      kind: 'deposit-credit',
      key: null,
      path: '/api/dev/sandbox/bank-transfers',
      body: JSON.stringify({ reference }),
    });
    const checksOf = (reference: string) =>
      checkAll([created, report(reference), ...history.slice(1)], snapshot).map(
        (violation) => violation.check,
      );
    expect(checksOf('REF-D0')).not.toContain('no deposit is credited that nobody paid');
    expect(checksOf('REF-OTHER')).toContain('no deposit is credited that nobody paid');
  });

  it('counts a partial payout as what was paid plus its fee', () => {
    const { history, snapshot } = cleanRun();
    const payout = { ...row('P1'), type: 'PAYOUT', amountMinor: 400n, paidAmountMinor: 200n, feeMinor: 100n };
    const withPayout = {
      ...snapshot,
      transactions: [
        { ...row('D0'), type: 'PAYIN', direction: 'PAYIN', amountMinor: 800n },
        ...snapshot.transactions.slice(1),
        payout,
      ],
      storedAnswers: [
        ...snapshot.storedAnswers,
        {
          scope: 'user:a',
          key: 'key-9',
          endpoint: 'createWithdrawal',
          statusCode: 200,
          responseBody: answerOf('P1', 'PAYOUT'),
        },
      ],
    };
    // 800 in, 500 to B, 200 paid out and 100 fee: A keeps 0.
    expect(checkAll(history, withPayout)).toEqual([]);
  });

  it('finds transaction ids in nested answers', () => {
    const nested = JSON.stringify({ transaction: JSON.parse(answerOf('D1', 'PAYIN')), next_action: null });
    expect(extractTransactionIds(nested)).toEqual(['D1']);
    expect(extractTransactionIds('not json')).toEqual([]);
  });
});
