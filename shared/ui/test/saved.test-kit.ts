import type { PresetView, RequisiteView, SavedCard } from '@ferry/shared/contracts';

export const CARD_REQUISITE: RequisiteView = {
  id: '3a1b2c3d-0000-4000-8000-000000000001',
  kind: 'card_mask',
  value: '424242******4242',
  network: null,
  memo: null,
  name: null,
  created_at: '2026-03-01T10:00:00Z',
};

export const ADDRESS_REQUISITE: RequisiteView = {
  id: '3a1b2c3d-0000-4000-8000-000000000002',
  kind: 'address',
  value: '0x52908400098527886E0F7030069857D2E4169EE7',
  network: 'ERC20',
  memo: null,
  name: 'Ledger',
  created_at: '2026-03-02T10:00:00Z',
};

export function makePreset(overrides: Partial<PresetView> = {}): PresetView {
  return {
    id: '5c1b2c3d-0000-4000-8000-000000000001',
    kind: 'crypto_to_fiat',
    status: 'active',
    first_name: 'Taras',
    last_name: 'Shevchenko',
    from_currency: 'USDT',
    to_currency: 'EUR',
    requisite: CARD_REQUISITE,
    created_at: '2026-03-03T10:00:00Z',
    updated_at: '2026-03-03T10:00:00Z',
    ...overrides,
  };
}

export const SAVED_CARD: SavedCard = {
  id: '6d1b2c3d-0000-4000-8000-000000000001',
  brand: 'visa',
  masked_number: '424242******4242',
  last4: '4242',
  expiry: '12 / 29',
  holder_name: 'OLA NOWAK',
  created_at: '2026-03-01T10:00:00Z',
};
