import { describe, expect, it } from 'vitest';
import { type ChatPaymentQuery, parseChatPaymentQuery } from './parse-chat-payment-query';

const send = (amount: string, currency: string, note: string | null = null): ChatPaymentQuery => ({
  kind: 'send',
  amount,
  currency,
  note,
});

describe('parseChatPaymentQuery', () => {
  it.each<[string, ChatPaymentQuery | null]>([
    ['10 USDT', send('10', 'USDT')],
    ['10 USDT lunch', send('10', 'USDT', 'lunch')],
    ['  10   usdt   lunch at   noon ', send('10', 'USDT', 'lunch at noon')],
    ['10,5 eur', send('10.5', 'EUR')],
    ['10.50 EUR', send('10.5', 'EUR')],
    ['0.001 BTC', send('0.001', 'BTC')],
    ['007 TON', send('7', 'TON')],
    ['10USDT', send('10', 'USDT')],
    ['25uah за каву', send('25', 'UAH', 'за каву')],
    ['5 uahg', send('5', 'UAHg')],
    ['request 15 EUR rent', { kind: 'request', amount: '15', currency: 'EUR', note: 'rent' }],
    ['запит 15 uah', { kind: 'request', amount: '15', currency: 'UAH', note: null }],
    ['', null],
    ['hello', null],
    ['10', null],
    ['USDT 10', null],
    ['10 XYZ', null],
    ['0 USDT', null],
    ['0,00 EUR', null],
    ['-5 EUR', null],
    ['1.001 EUR', null],
    ['1e5 EUR', null],
    ['1 000 EUR', null],
  ])('%j', (text, expected) => {
    expect(parseChatPaymentQuery(text)).toEqual(expected);
  });

  it('cuts a long note to 140 characters', () => {
    const parsed = parseChatPaymentQuery(`1 EUR ${'ж'.repeat(200)}`);
    expect(parsed?.note).toHaveLength(140);
  });
});
