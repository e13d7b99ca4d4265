import {
  confirmUtransaction,
  getUtransaction,
  setUtransactionRequisites,
  type utransactionRequisiteSchema,
} from '@ferry/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../../queries/api-context';
import { MONEY_QUERY_ROOTS } from '../../../queries/money-query-keys';
import { queryKeys, rootKey } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

export type UtransactionRequisite = z.infer<typeof utransactionRequisiteSchema>;

/** A unified transaction and the step it is at (requisites, confirm, done, expired). */
export function useUtransaction(id: string | null) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: queryKeys.utransaction(profileId, id),
    queryFn: ({ signal }) => api.call(getUtransaction, { params: { utransactionId: id as string }, signal }),
    enabled: id !== null,
  });
}

export function useSetUtransactionRequisite(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  return useMutation({
    mutationFn: (requisite: UtransactionRequisite) =>
      api.call(setUtransactionRequisites, { params: { utransactionId: id }, body: { requisite } }),
    onSuccess: (view) => queryClient.setQueryData(queryKeys.utransaction(profileId, id), view),
  });
}

/** Confirms under the confirm screen's idempotency key; 2FA ("transfers") through the dialog. */
export function useConfirmUtransaction(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, idempotencyKey }: { quoteId: string | undefined; idempotencyKey: string }) =>
      api.call(confirmUtransaction, {
        params: { utransactionId: id },
        body: quoteId ? { quote_id: quoteId } : {},
        idempotencyKey,
      }),
    onSuccess: () => {
      for (const root of [...MONEY_QUERY_ROOTS, 'utransaction'] as const)
        void queryClient.invalidateQueries({ queryKey: rootKey(root) });
    },
  });
}
