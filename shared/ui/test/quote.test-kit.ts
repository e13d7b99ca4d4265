import type { QuotePreviewView } from '@ferry/shared/contracts';

/** A card purchase of USDT for 100 EUR as the API prices it: the exchange screens' usual price. */
export const EUR_USDT_CARD_PRICE: QuotePreviewView = {
  kind: 'exchange',
  from_currency: 'EUR',
  to_currency: 'USDT',
  from_payway: 'card',
  to_payway: 'balance',
  from_network: null,
  to_network: null,
  from_amount: '100',
  to_amount: '104.512',
  fee: '1.8',
  payin_fee: '1.8',
  exchange_fee: '0',
  fee_currency: 'EUR',
  to_fee: '0',
  network_fee: '0',
  rate: '1.0791',
  limits: { from: { currency: 'EUR', min: '10', max: '5000', mult: '0.01' }, to: null },
  expires_at: '2025-01-15T12:00:30.000Z',
  created_at: '2025-01-15T12:00:00.000Z',
};
