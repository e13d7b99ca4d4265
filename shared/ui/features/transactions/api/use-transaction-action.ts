import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { chooseTransactionAction, type TransactionView } from '../../../../contracts/index';
import type { ActionRequiredChoice } from '../../../../domain/index';
import { useApi } from '../../../api/api-context';
import { moneyQueryKeys } from '../../../api/money-query-keys';
import { useSession } from '../../../shell/session/session-context';

export interface ActionOutcome {
  transaction: TransactionView;
  /** The transaction the choice started (the refund, the deposit, the new conversion). */
  linked: TransactionView;
}

/**
 * The user's answer to an action-required transaction. Each choice keeps one idempotency key
 * for the page's life, so a repeated or retried confirm never moves the money twice.
 */
export function useTransactionAction(externalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const keys = useRef(new Map<ActionRequiredChoice, string>());

  return useMutation<ActionOutcome, unknown, ActionRequiredChoice>({
    mutationFn: (choice) => {
      let key = keys.current.get(choice);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(choice, key);
      }
      return api.call(chooseTransactionAction, {
        params: { externalId },
        body: { choice },
        idempotencyKey: key,
      });
    },
    onSuccess: ({ transaction, linked }) => {
      queryClient.setQueryData(moneyQueryKeys.transaction(profileId, transaction.id), transaction);
      queryClient.setQueryData(moneyQueryKeys.transaction(profileId, linked.id), linked);
      void queryClient.invalidateQueries({ queryKey: ['balances'] });
      void queryClient.invalidateQueries({ queryKey: ['balances-total'] });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
