import {
  type CardAuthorization,
  changePaymentCardState,
  createCardDetailsToken,
  createWalletProvisioning,
  getPaymentCardTerms,
  type IssuePaymentCardBody,
  issuePaymentCard,
  listBalances,
  listCardAuthorizations,
  listPaymentCards,
  type PAYMENT_CARD_ACTIONS,
  type PaymentCard,
  type PaymentCardTerms,
  topUpPaymentCard,
  updatePaymentCardSettings,
  type WALLET_PAY_KINDS,
} from '@ferry/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '../../../queries/api-context';
import { moneyQueryKeys } from '../../../queries/money-query-keys';
import { rootKey } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

/**
 * The card's query keys live with the card: its own root, so a change to one card refreshes every
 * view of the cards (the balances panel, the card's page) at once.
 */
export const paymentCardKeys = {
  all: () => ['payment-cards'] as const,
  list: (profileId: string | null) => ['payment-cards', profileId, 'list'] as const,
  terms: (profileId: string | null) => ['payment-cards', profileId, 'terms'] as const,
  authorizations: (profileId: string | null, cardId: string, limit: number | null) =>
    ['payment-cards', profileId, cardId, 'authorizations', limit] as const,
};

const ACTIVATION_POLL_MS = 3000;

export type PaymentCardAction = (typeof PAYMENT_CARD_ACTIONS)[number];
export type WalletPayKind = (typeof WALLET_PAY_KINDS)[number];

function useActingProfile() {
  return useSession((state) => state.profileId);
}

/** The user's cards, newest first, terminated ones last. */
export function usePaymentCards() {
  const api = useApi();
  const profileId = useActingProfile();
  return useQuery<PaymentCard[]>({
    queryKey: paymentCardKeys.list(profileId),
    queryFn: async ({ signal }) => (await api.call(listPaymentCards, { signal })).cards,
    // The issuer answers an activation on its own time: while a card is activating, look again.
    refetchInterval: (query) =>
      query.state.data?.some((card) => card.state === 'activating') ? ACTIVATION_POLL_MS : false,
  });
}

/**
 * The card whose own profile is `cardProfileId` (the `:profileId` of its settings routes): the
 * routes name the card by its balance, the API by its id.
 */
export function usePaymentCardByProfile(cardProfileId: string | undefined) {
  const cards = usePaymentCards();
  const card = cards.data?.find((item) => item.profile_id === cardProfileId) ?? null;
  return { cards, card };
}

export function usePaymentCardTerms() {
  const api = useApi();
  const profileId = useActingProfile();
  return useQuery<PaymentCardTerms>({
    queryKey: paymentCardKeys.terms(profileId),
    queryFn: ({ signal }) => api.call(getPaymentCardTerms, { signal }),
  });
}

/** The card's authorizations, newest first: the newest `limit` of them, or as many as the server keeps. */
export function useCardAuthorizations(cardId: string, limit: number | null = null) {
  const api = useApi();
  const profileId = useActingProfile();
  return useQuery<CardAuthorization[]>({
    queryKey: paymentCardKeys.authorizations(profileId, cardId, limit),
    queryFn: async ({ signal }) =>
      (
        await api.call(listCardAuthorizations, {
          params: { cardId },
          ...(limit === null ? {} : { query: { limit } }),
          signal,
        })
      ).authorizations,
  });
}

/**
 * One idempotency key per attempt the user means: a retry of the same press (a lost answer) keeps
 * it, a new press after an answer takes a new one.
 */
function useAttemptKey() {
  const key = useRef<string | null>(null);
  return {
    take: () => {
      key.current ??= crypto.randomUUID();
      return key.current;
    },
    settle: () => {
      key.current = null;
    },
  };
}

/** Refreshes the cards and the money views a card's change moves. */
function useCardRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentCardKeys.all() }),
      queryClient.invalidateQueries({ queryKey: rootKey('balances') }),
      queryClient.invalidateQueries({ queryKey: rootKey('balances-total') }),
      queryClient.invalidateQueries({ queryKey: rootKey('transactions') }),
    ]);
}

export function useIssuePaymentCard() {
  const api = useApi();
  const refresh = useCardRefresh();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (body: IssuePaymentCardBody) =>
      api.call(issuePaymentCard, { body, idempotencyKey: attempt.take() }),
    onSuccess: () => {
      attempt.settle();
      return refresh();
    },
  });
}

export function useTopUpPaymentCard(cardId: string) {
  const api = useApi();
  const refresh = useCardRefresh();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (amount: string) =>
      api.call(topUpPaymentCard, { params: { cardId }, body: { amount }, idempotencyKey: attempt.take() }),
    onSuccess: () => {
      attempt.settle();
      return refresh();
    },
  });
}

export function useChangePaymentCardState(cardId: string) {
  const api = useApi();
  const refresh = useCardRefresh();
  return useMutation({
    mutationFn: (input: { action: PaymentCardAction; confirmation?: string }) =>
      api.call(changePaymentCardState, {
        params: { cardId },
        body: input,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: () => refresh(),
  });
}

export type PaymentCardSettingsChange = {
  card_name?: string;
  spend_from?: string[];
  per_authorization_max?: string | null;
  blocked_categories?: string[];
};

export function useUpdatePaymentCardSettings(cardId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentCardSettingsChange) =>
      api.call(updatePaymentCardSettings, { params: { cardId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentCardKeys.all() }),
  });
}

/** The token for the card-details page; the 2FA prompt, when the scope asks, is the client's. */
export function useCardDetailsToken(cardId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.call(createCardDetailsToken, { params: { cardId } }),
  });
}

export function useWalletProvisioning(cardId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (wallet: WalletPayKind) =>
      api.call(createWalletProvisioning, { params: { cardId }, body: { wallet } }),
  });
}

/** The user's balances (the same cache entry the balances screen reads): what a card can draw on. */
export function useOwnerBalances() {
  const api = useApi();
  const profileId = useActingProfile();
  return useQuery({
    queryKey: moneyQueryKeys.balances(profileId),
    queryFn: async ({ signal }) => (await api.call(listBalances, { signal })).balances,
  });
}
