import {
  type ChatPaymentView,
  type CreateChatPaymentBody,
  cancelChatPayment,
  claimChatPayment,
  createChatPayment,
  getChatPayment,
  listBalances,
  listChatPayments,
  payChatPayment,
  prepareChatPaymentMessage,
} from '@ferry/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '../../../queries/api-context';
import { MONEY_QUERY_ROOTS, moneyQueryKeys } from '../../../queries/money-query-keys';
import { rootKey } from '../../../queries/query-keys';
import { useLiveEvent } from '../../../shell/live/use-live-event';
import { useSession } from '../../../shell/session/session-context';

/**
 * The chat payments' query keys live with them: one root, so a claim, a cancel or a payment
 * refreshes the card's screen and the list at once.
 */
export const chatPayKeys = {
  all: () => ['chat-payments'] as const,
  list: (profileId: string | null) => ['chat-payments', profileId, 'list'] as const,
  one: (profileId: string | null, paymentId: string) =>
    ['chat-payments', profileId, 'one', paymentId] as const,
};

/** While a card waits, its screen asks again this often: a claim elsewhere shows within seconds. */
export const CHAT_PAYMENT_POLL_MS = 4000;

const OPEN_STATUSES: readonly ChatPaymentView['status'][] = ['draft', 'waiting'];

export function isOpenChatPayment(payment: ChatPaymentView): boolean {
  return OPEN_STATUSES.includes(payment.status);
}

function useActingProfile() {
  return useSession((state) => state.profileId);
}

/** The user's balances, for the currency picker and what is available (shared with the money screens). */
export function useChatPayBalances() {
  const api = useApi();
  const profileId = useActingProfile();
  return useQuery({
    queryKey: moneyQueryKeys.balances(profileId),
    queryFn: async ({ signal }) => (await api.call(listBalances, { signal })).balances,
  });
}

/** The user's own cards, newest first; asked again while one of them still waits. */
export function useChatPayments() {
  const api = useApi();
  const profileId = useActingProfile();
  return useQuery({
    queryKey: chatPayKeys.list(profileId),
    queryFn: async ({ signal }) => (await api.call(listChatPayments, { signal })).items,
    refetchInterval: (query) => (query.state.data?.some(isOpenChatPayment) ? CHAT_PAYMENT_POLL_MS : false),
  });
}

/** One card as this viewer sees it, kept fresh while it waits (live: a claim elsewhere shows here). */
export function useChatPayment(paymentId: string) {
  const api = useApi();
  const profileId = useActingProfile();
  return useQuery({
    queryKey: chatPayKeys.one(profileId, paymentId),
    queryFn: ({ signal }) => api.call(getChatPayment, { params: { paymentId }, signal }),
    refetchInterval: (query) =>
      query.state.data && isOpenChatPayment(query.state.data) ? CHAT_PAYMENT_POLL_MS : false,
  });
}

/** One idempotency key per attempt: kept across retries of the same press, new after an answer. */
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

/** After money moved: the card (from the answer), the list, and every money view. */
function useSettle() {
  const queryClient = useQueryClient();
  const profileId = useActingProfile();
  return (payment: ChatPaymentView) => {
    queryClient.setQueryData(chatPayKeys.one(profileId, payment.id), payment);
    void queryClient.invalidateQueries({ queryKey: chatPayKeys.list(profileId) });
    for (const root of MONEY_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: rootKey(root) });
  };
}

export function useCreateChatPayment() {
  const api = useApi();
  const settle = useSettle();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (body: CreateChatPaymentBody) =>
      api.call(createChatPayment, { body, idempotencyKey: attempt.take() }),
    onSuccess: (payment) => {
      attempt.settle();
      settle(payment);
    },
  });
}

type CardAction = 'claim' | 'cancel' | 'pay';

const ACTION_ENDPOINTS = {
  claim: claimChatPayment,
  cancel: cancelChatPayment,
  pay: payChatPayment,
} as const;

/** Claim (send card), pay (request card, behind the transfers' two-factor check) or cancel (its creator). */
export function useChatPaymentAction(paymentId: string, action: CardAction) {
  const api = useApi();
  const settle = useSettle();
  const queryClient = useQueryClient();
  const profileId = useActingProfile();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: () =>
      api.call(ACTION_ENDPOINTS[action], { params: { paymentId }, body: {}, idempotencyKey: attempt.take() }),
    onSuccess: (payment) => {
      attempt.settle();
      settle(payment);
    },
    onError: () => {
      attempt.settle();
      // A refusal means the card moved on (someone else took it): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: chatPayKeys.one(profileId, paymentId) });
    },
  });
}

/** A new prepared message for the creator, when Telegram says the last one expired. */
export function usePrepareChatPaymentMessage(paymentId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const profileId = useActingProfile();
  return useMutation({
    mutationFn: () => api.call(prepareChatPaymentMessage, { params: { paymentId }, body: {} }),
    onSuccess: ({ prepared_message }) => {
      queryClient.setQueryData<ChatPaymentView>(chatPayKeys.one(profileId, paymentId), (payment) =>
        payment ? { ...payment, prepared_message } : payment,
      );
    },
  });
}

/**
 * Live: a claim, a payment, a cancel or a return moves money, so the live connection's
 * `transaction.changed` and `balance.changed` refresh the cards at once (the poll above is the
 * fallback where the connection is down, and for a stranger, whose money does not move).
 */
export function useChatPayLiveRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatPayKeys.all() });
  useLiveEvent('transaction.changed', refresh);
  useLiveEvent('balance.changed', refresh);
}
