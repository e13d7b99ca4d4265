import type { CardAuthorization, PaymentCard, PaymentCardTerms } from '@ferry/shared/contracts';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { createMemoryStorage } from '../../../test/fake-platform';
import type { FakeRequest } from '../../../test/fake-server';
import { makeVerifiedIdentityState } from '../../../test/identity.test-kit';
import { renderApp } from '../../../test/render-app';

// What the card screens' tests share: a verified user's server answering the card's calls from a list it keeps, and a page opened on it.

export const CARD_ID = '5f0d6a52-3c1e-4d8a-9a51-0c0e8a1b2c3d';
export const CARD_PROFILE_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export function makePaymentCard(overrides: Partial<PaymentCard> = {}): PaymentCard {
  return {
    id: CARD_ID,
    profile_id: CARD_PROFILE_ID,
    currency: 'EUR',
    state: 'active',
    design: 'midnight',
    cardholder_name: 'OLENA KOVAL',
    card_name: 'Travel',
    last4: '4242',
    expiry: '11 / 29',
    balance: { available: '30.5', held: '12.4' },
    overdraft: '0',
    spend_from: ['EUR'],
    controls: { per_authorization_max: null, blocked_categories: [] },
    is_activation_fee_charged: true,
    created_at: '2026-11-20T10:00:00Z',
    terminated_at: null,
    ...overrides,
  };
}

export function makeCardTerms(overrides: Partial<PaymentCardTerms> = {}): PaymentCardTerms {
  return {
    currencies: [
      {
        currency: 'EUR',
        issuance_fee: '0',
        activation_fee: '7',
        min_top_up: '20',
        cashback_percent: '0.5',
        cards_left: 3,
      },
      {
        currency: 'USD',
        issuance_fee: '0',
        activation_fee: '9',
        min_top_up: '20',
        cashback_percent: '0.5',
        cards_left: 3,
      },
    ],
    refusal: null,
    ...overrides,
  };
}

export function makeAuthorization(overrides: Partial<CardAuthorization> = {}): CardAuthorization {
  return {
    id: 'auth_1',
    status: 'pending',
    kind: 'purchase',
    amount: '12.4',
    currency: 'EUR',
    merchant_name: 'Blue Bottle Coffee',
    merchant_category: 'eating_places_restaurants',
    decline_message_key: null,
    legs: [{ currency: 'EUR', amount: '12.4', rate: null }],
    captured_amount: '0',
    refunded_amount: '0',
    transaction_external_id: null,
    created_at: '2026-11-28T09:30:00Z',
    ...overrides,
  };
}

interface CardServerOptions {
  cards?: PaymentCard[];
  terms?: PaymentCardTerms;
  authorizations?: CardAuthorization[];
  balances?: { currency: string; available: string; held: string }[];
}

/** A verified user with cards; state changes and settings apply to the kept list, as the server would. */
export function createCardServer({
  cards = [makePaymentCard()],
  terms = makeCardTerms(),
  authorizations = [],
  balances = [
    { currency: 'EUR', available: '250', held: '0' },
    { currency: 'USDT', available: '40', held: '0' },
  ],
}: CardServerOptions = {}) {
  const server = createAccountServer();
  const state = { cards: [...cards] };
  const find = (request: FakeRequest) => {
    const card = state.cards.find((item) => item.id === request.params.cardId);
    if (!card) throw new Error(`no card ${request.params.cardId}`);
    return card;
  };
  const replace = (card: PaymentCard) => {
    state.cards = state.cards.map((item) => (item.id === card.id ? card : item));
    return card;
  };
  server.handlers.getVerification = () => makeVerifiedIdentityState();
  server.handlers.listBalances = () => ({ balances });
  server.handlers.listPaymentCards = () => ({ cards: state.cards });
  server.handlers.getPaymentCardTerms = () => terms;
  server.handlers.getPaymentCard = (request) => find(request);
  server.handlers.listCardAuthorizations = () => ({ authorizations });
  server.handlers.changePaymentCardState = (request) => {
    const body = request.body as { action: 'lock' | 'unlock' | 'terminate' };
    const next = { lock: 'locked', unlock: 'unlocked', terminate: 'terminated' } as const;
    return replace({ ...find(request), state: next[body.action] });
  };
  server.handlers.updatePaymentCardSettings = (request) => {
    const body = request.body as {
      spend_from?: string[];
      per_authorization_max?: string | null;
      blocked_categories?: string[];
    };
    const card = find(request);
    return replace({
      ...card,
      spend_from: body.spend_from ?? card.spend_from,
      controls: {
        per_authorization_max:
          body.per_authorization_max === undefined
            ? card.controls.per_authorization_max
            : body.per_authorization_max,
        blocked_categories: body.blocked_categories ?? card.controls.blocked_categories,
      },
    });
  };
  return Object.assign(server, { cardState: state });
}

export function openCard(path: string, server: ReturnType<typeof createCardServer>) {
  return renderApp({ path, fetch: server.fetch, session: STORED_SESSION, storage: createMemoryStorage() });
}
