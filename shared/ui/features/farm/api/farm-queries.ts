import { checkInFarm, claimFarmTask, convertFarmPoints, type Farm, getFarm } from '@ferry/shared/contracts';
import type { FarmTask } from '@ferry/shared/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys, rootKey } from '../../../queries/query-keys';
import { deviceTimeZone } from '../utils/device-time-zone';

export function farmQueryOptions(api: ApiCaller) {
  return queryOptions<Farm>({
    queryKey: queryKeys.farm(),
    queryFn: ({ signal }) => api.call(getFarm, { query: { time_zone: deviceTimeZone() }, signal }),
  });
}

export function useFarm() {
  return useQuery(farmQueryOptions(useApi()));
}

/**
 * One Idempotency-Key per attempt: a retry of the same press (a lost answer) sends the same key,
 * so the server credits once; a new press after an answer takes a new one.
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

/** Every write answers the farm as it now stands: the cache takes it without a second read. */
function useFarmWrite<Input, Answer extends { farm: Farm }>(
  call: (api: ApiCaller, input: Input, key: string) => Promise<Answer>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (input: Input) => call(api, input, attempt.take()),
    onSuccess: (answer) => {
      attempt.settle();
      queryClient.setQueryData(queryKeys.farm(), answer.farm);
    },
    onError: () => attempt.settle(),
  });
}

export function useCheckIn() {
  return useFarmWrite((api, _input: void, idempotencyKey) =>
    api.call(checkInFarm, { body: { time_zone: deviceTimeZone() }, idempotencyKey }),
  );
}

export function useClaimTask() {
  return useFarmWrite((api, task: FarmTask, idempotencyKey) =>
    api.call(claimFarmTask, { params: { task }, idempotencyKey }),
  );
}

export function useConvertPoints() {
  const queryClient = useQueryClient();
  const write = useFarmWrite((api, _input: void, idempotencyKey) =>
    api.call(convertFarmPoints, { body: {}, idempotencyKey }),
  );
  return {
    ...write,
    convert: async () => {
      const answer = await write.mutateAsync();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rootKey('balances') }),
        queryClient.invalidateQueries({ queryKey: rootKey('balances-total') }),
        queryClient.invalidateQueries({ queryKey: rootKey('transactions') }),
      ]);
      return answer;
    },
  };
}
