import { createWithdrawal, type WithdrawalBody } from '@ferry/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { MONEY_QUERY_ROOTS } from '../../../queries/money-query-keys';
import { rootKey } from '../../../queries/query-keys';

/**
 * `POST withdrawals` under the confirm screen's idempotency key. The API client answers the
 * server's 2FA request (scope "transfers") with the 2FA dialog and retries under the same key.
 */
export function useCreateWithdrawal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WithdrawalBody; idempotencyKey: string }) =>
      api.call(createWithdrawal, { body, idempotencyKey }),
    onSuccess: () => {
      for (const root of [...MONEY_QUERY_ROOTS, 'requisites'] as const)
        void queryClient.invalidateQueries({ queryKey: rootKey(root) });
    },
  });
}
