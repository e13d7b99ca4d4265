import {
  chooseTransactionAction,
  type TransactionView,
  type WithdrawalRequisiteInput,
} from '@ferry/shared/contracts';
import type { ActionRequiredChoice } from '@ferry/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '../../../queries/api-context';
import { moneyQueryKeys } from '../../../queries/money-query-keys';
import { rootKey } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

export interface ActionOutcome {
  transaction: TransactionView;
  /**
   * The transaction the choice started (the refund, the deposit, the new conversion); null when
   * the choice acted on the transaction itself (a refused payout sent again or given back).
   */
  linked: TransactionView | null;
}

export interface ActionRequest {
  choice: ActionRequiredChoice;
  /** RETRY of a refused payout only: the details to send it to instead. */
  requisite?: WithdrawalRequisiteInput;
}

/**
 * The user's answer to an action-required transaction. Each request (a choice with its details)
 * keeps one idempotency key until it goes through, so a repeated or retried confirm never moves
 * the money twice; once it did, the key is dropped (a payout refused again may be retried again).
 */
export function useTransactionAction(externalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const keys = useRef(new Map<string, string>());

  return useMutation<ActionOutcome, unknown, ActionRequest>({
    mutationFn: async (request) => {
      const slot = JSON.stringify([request.choice, request.requisite ?? null]);
      let key = keys.current.get(slot);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(slot, key);
      }
      const outcome = await api.call(chooseTransactionAction, {
        params: { externalId },
        body: request.requisite
          ? { choice: request.choice, requisite: request.requisite }
          : { choice: request.choice },
        idempotencyKey: key,
      });
      keys.current.delete(slot);
      return outcome;
    },
    onSuccess: ({ transaction, linked }) => {
      queryClient.setQueryData(moneyQueryKeys.transaction(profileId, transaction.id), transaction);
      if (linked) queryClient.setQueryData(moneyQueryKeys.transaction(profileId, linked.id), linked);
      void queryClient.invalidateQueries({ queryKey: rootKey('balances') });
      void queryClient.invalidateQueries({ queryKey: rootKey('balances-total') });
      void queryClient.invalidateQueries({ queryKey: rootKey('transactions') });
    },
  });
}
