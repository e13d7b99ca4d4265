import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftFromPreset } from '../../../features/exchange/lib/exchange-preset';
import {
  resetExchangeDraft,
  useExchangePairStore,
} from '../../../features/exchange/stores/exchange-pair-store';
import { makeTerms, makeUser, STORED_SESSION } from '../../../test/account.test-kit';
import { createFakeApi, renderApp } from '../../../test/render-app';
import { ADDRESS_REQUISITE, makePreset } from '../../../test/saved.test-kit';
import { withdrawRow } from '../../../test/withdraw.test-kit';

const IBAN_REQUISITE = {
  ...ADDRESS_REQUISITE,
  id: '3a1b2c3d-0000-4000-8000-000000000003',
  kind: 'iban' as const,
  value: 'UA213223130000026007233566001',
  network: null,
};

const CARD_PAYOUT_UAH = withdrawRow('card', 'UAH', {
  fee: { type: 'COOPERATE', add: '20', mult: '0.01' },
  limits: { min: '400', max: '120000', mult: null, currency: 'UAH' },
});

afterEach(() => resetExchangeDraft());

describe('a preset as an exchange draft', () => {
  it('pays from the balance and out to the preset’s requisite by its kind', () => {
    expect(draftFromPreset(makePreset())).toMatchObject({
      from: 'USDT',
      to: 'EUR',
      fromPayway: 'balance',
      toPayway: 'card',
      toNetwork: null,
      requisite: { kind: 'saved', id: '3a1b2c3d-0000-4000-8000-000000000001', value: '424242******4242' },
    });
    expect(
      draftFromPreset(
        makePreset({ kind: 'crypto_to_crypto', to_currency: 'ETH', requisite: ADDRESS_REQUISITE }),
      ),
    ).toMatchObject({ to: 'ETH', toPayway: 'crypto', toNetwork: 'ERC20' });
    expect(draftFromPreset(makePreset({ to_currency: 'UAH', requisite: IBAN_REQUISITE }))).toMatchObject({
      toPayway: 'uaiban',
    });
    expect(draftFromPreset(makePreset({ requisite: IBAN_REQUISITE })).toPayway).toBe('sepa');
    expect(draftFromPreset(makePreset({ to_currency: 'USD', requisite: IBAN_REQUISITE })).toPayway).toBe(
      'iban',
    );
  });
});

describe('/exchange?preset=<id>', () => {
  function apiWith(presets: unknown[]) {
    return createFakeApi((id) => {
      if (id === 'getUser') return makeUser();
      if (id === 'getTerms') return makeTerms(false);
      if (id === 'listPresets') return { presets };
      // UAH is paid out to a card: the form keeps the preset's payout way and requisite.
      if (id === 'listPwCurrencies') return { pwcurrencies: [CARD_PAYOUT_UAH] };
      return { currencies: [] };
    });
  }

  it('fills the form from the preset and drops the parameter', async () => {
    const preset = makePreset({ to_currency: 'UAH', from_currency: 'BTC' });
    const { router } = renderApp({
      api: apiWith([makePreset({ id: '5c1b2c3d-0000-4000-8000-000000000009' }), preset]),
      path: `/exchange?preset=${preset.id}`,
      session: STORED_SESSION,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The payout select shows the card once the catalogue is in, and the form has kept it.
    await waitFor(() =>
      expect((screen.getByTestId('exchange-payway-to') as HTMLSelectElement).value).toContain('card'),
    );
    expect(useExchangePairStore.getState()).toMatchObject({
      from: 'BTC',
      to: 'UAH',
      fromPayway: 'balance',
      toPayway: 'card',
      requisite: { kind: 'saved', id: preset.requisite.id },
    });
  });

  it('says so when the preset is gone and leaves the draft as it was', async () => {
    const { router } = renderApp({
      api: apiWith([]),
      path: '/exchange?preset=5c1b2c3d-0000-4000-8000-00000000000f',
      session: STORED_SESSION,
    });
    expect(await screen.findByText('Preset not found')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(useExchangePairStore.getState()).toMatchObject({ from: 'EUR', to: 'USDT', requisite: null });
  });
});
