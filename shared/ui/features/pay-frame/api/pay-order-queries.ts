import {
  completePayOrder3ds,
  getPayOrder,
  type PAY_ORDER_CRYPTO_CURRENCIES,
  type PayOrder,
  payPayOrder,
} from '@ferry/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';

/** While an order may still move, the frame asks again this often (spec 000 §4: in flight is polled). */
const POLL_MS = 2000;

export const isOrderOpen = (order: PayOrder) => order.status === 'NEW' || order.status === 'WAIT';

/** The order behind the pay URL, followed until it ends (paid, expired or cancelled). */
export function usePayOrder(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.payOrder(token),
    queryFn: ({ signal }) => api.call(getPayOrder, { params: { token }, signal }),
    refetchInterval: (query) => (query.state.data && !isOrderOpen(query.state.data) ? false : POLL_MS),
    retry: false,
  });
}

export type PayOrderInput =
  | { payway: 'sepa'; idempotencyKey: string }
  | { payway: 'crypto'; currency: PayOrderCoin; idempotencyKey: string }
  | {
      payway: 'card';
      card: { number: string; expiry: string; cvv: string; holder_name: string };
      idempotencyKey: string;
    };

export type PayOrderCoin = (typeof PAY_ORDER_CRYPTO_CURRENCIES)[number];

function bodyOf(input: PayOrderInput) {
  if (input.payway === 'card') return { payway: 'card' as const, card: input.card };
  if (input.payway === 'crypto') return { payway: 'crypto' as const, currency: input.currency };
  return { payway: 'sepa' as const };
}

/** Pays the order (one idempotency key per confirm screen, so a retried tap pays once). */
export function usePayOrderPayment(token: string) {
  const api = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: PayOrderInput) =>
      api.call(payPayOrder, {
        params: { token },
        idempotencyKey: input.idempotencyKey,
        body: bodyOf(input),
      }),
    onSuccess: (order) => queries.setQueryData(queryKeys.payOrder(token), order),
  });
}

export function usePayOrderThreeDs(token: string) {
  const api = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; idempotencyKey: string }) =>
      api.call(completePayOrder3ds, {
        params: { token },
        idempotencyKey: input.idempotencyKey,
        body: { code: input.code },
      }),
    onSuccess: (order) => queries.setQueryData(queryKeys.payOrder(token), order),
  });
}
