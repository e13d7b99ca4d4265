import { describe, expect, it } from 'vitest';
import { parseStartParam } from '../start-param/parse-start-param';
import {
  type ChatPaymentFacts,
  chatPaymentStanding,
  chatPaymentStartParam,
  readChatPaymentStartId,
} from './chat-payment-rules';

const card = (over: Partial<ChatPaymentFacts> = {}): ChatPaymentFacts => ({
  kind: 'send',
  status: 'waiting',
  creatorUserId: 'a',
  counterpartyUserId: null,
  ...over,
});

describe('chatPaymentStanding', () => {
  it.each([
    [
      'creator of a waiting card cancels, never claims',
      card(),
      'a',
      { role: 'creator', canAct: false, canCancel: true, refusal: 'own_card' },
    ],
    [
      'a stranger claims a waiting card',
      card(),
      'b',
      { role: 'stranger', canAct: true, canCancel: false, refusal: null },
    ],
    [
      'a stranger after the claim',
      card({ status: 'claimed', counterpartyUserId: 'b' }),
      'c',
      { role: 'stranger', canAct: false, canCancel: false, refusal: 'already_claimed' },
    ],
    [
      'the claimer after the claim',
      card({ status: 'claimed', counterpartyUserId: 'b' }),
      'b',
      { role: 'counterparty', canAct: false, canCancel: false, refusal: null },
    ],
    [
      'a cancelled card',
      card({ status: 'cancelled' }),
      'b',
      { role: 'stranger', canAct: false, canCancel: false, refusal: 'cancelled' },
    ],
    [
      'a returned card',
      card({ status: 'returned' }),
      'b',
      { role: 'stranger', canAct: false, canCancel: false, refusal: 'returned' },
    ],
    [
      'a paid request',
      card({ kind: 'request', status: 'paid', counterpartyUserId: 'b' }),
      'c',
      { role: 'stranger', canAct: false, canCancel: false, refusal: 'already_paid' },
    ],
    [
      'a draft for others',
      card({ status: 'draft' }),
      'b',
      { role: 'stranger', canAct: false, canCancel: false, refusal: 'not_active' },
    ],
    ['signed out', card(), null, { role: 'stranger', canAct: true, canCancel: false, refusal: null }],
  ] as const)('%s', (_name, facts, viewer, expected) => {
    expect(chatPaymentStanding(facts, viewer)).toEqual(expected);
  });
});

describe('the card start parameter', () => {
  it('round-trips pay_<id> through the start parameter reader', () => {
    const id = 'ABCDEFGHJKMNPQRSTVWX';
    expect(readChatPaymentStartId(parseStartParam(chatPaymentStartParam(id), { source: 'miniapp' }))).toBe(
      id,
    );
    expect(readChatPaymentStartId(parseStartParam('ref_123', { source: 'miniapp' }))).toBeNull();
    expect(readChatPaymentStartId(parseStartParam('pay_short', { source: 'miniapp' }))).toBeNull();
  });
});
