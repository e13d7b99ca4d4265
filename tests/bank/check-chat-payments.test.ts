import { describe, expect, it } from 'vitest';
import type { ChatPaymentRow, DatabaseSnapshot, TransactionRow } from './bank-snapshot';
import { checkChatPayments } from './check-chat-payments';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const CARD = 'ABCDEFGHJKMNPQRSTVWX';

function tx(externalId: string, type: string, status: string, parent: string | null = null): TransactionRow {
  return {
    externalId,
    profileId: type === 'UPAYOUT' ? A : B,
    type,
    direction: type === 'UPAYOUT' ? 'PAYOUT' : 'PAYIN',
    status,
    parentExternalId: parent,
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

function snapshot(card: ChatPaymentRow, transactions: TransactionRow[], made = 1): DatabaseSnapshot {
  return {
    audit: { isBalanced: true, findings: [] },
    storedAnswers: Array.from({ length: made }, (_, index) => ({
      scope: 'user:a',
      key: `key-${index}`,
      endpoint: 'createChatPayment',
      statusCode: 200,
      responseBody: JSON.stringify({ id: card.id, share_link: null }),
    })),
    transactions,
    userBalances: [],
    chatPayments: [card],
  };
}

const claimed: ChatPaymentRow = {
  id: CARD,
  kind: 'send',
  status: 'claimed',
  holdExternalId: 'F1',
  settleExternalId: 'F2',
};

describe('checkChatPayments', () => {
  it('holds for a card claimed once', () => {
    expect(
      checkChatPayments(
        [],
        snapshot(claimed, [tx('F1', 'UPAYOUT', 'DONE'), tx('F2', 'UDEPOSIT', 'DONE', 'F1')]),
      ),
    ).toEqual([]);
  });

  it('finds a card that credited two claimers', () => {
    const found = checkChatPayments(
      [],
      snapshot(claimed, [
        tx('F1', 'UPAYOUT', 'DONE'),
        tx('F2', 'UDEPOSIT', 'DONE', 'F1'),
        tx('F3', 'UDEPOSIT', 'DONE', 'F1'),
      ]),
    );
    expect(found.map((violation) => violation.check)).toEqual([
      'a claimed card credits exactly one claimer, once',
    ]);
  });

  it('finds a returned card whose hold was not released, and a card made twice', () => {
    const returned: ChatPaymentRow = { ...claimed, status: 'returned', settleExternalId: null };
    const found = checkChatPayments([], snapshot(returned, [tx('F1', 'UPAYOUT', 'WAIT')], 2));
    expect(found.map((violation) => violation.check).sort()).toEqual([
      'a send card’s hold ends as the card did',
      'every chat card was made by exactly one request',
    ]);
  });
});
