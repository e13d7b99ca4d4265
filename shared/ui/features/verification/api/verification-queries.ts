import {
  appealVerificationBlock,
  confirmPhoneVerification,
  type DeclaredPersonalData,
  getVerification,
  type PROVIDER_STEP_KINDS,
  requestPhoneVerificationCode,
  startVerificationStep,
  submitDeclaredPersonalData,
  type VerificationState,
} from '@ferry/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { useSession } from '../../../shell/session/session-context';
import { stepReturnPath } from '../utils/step-return-path';

export type ProviderStepKind = (typeof PROVIDER_STEP_KINDS)[number];

/** The profile's verification, one cache entry per profile (verification belongs to the profile). */
export const verificationQueryKey = (profileId: string | null) => ['verification', profileId] as const;

export function verificationQueryOptions(api: ApiCaller, profileId: string | null) {
  return queryOptions<VerificationState>({
    queryKey: verificationQueryKey(profileId),
    queryFn: ({ signal }) => api.call(getVerification, { signal }),
  });
}

interface UseVerificationOptions {
  /** Asks again every so many ms while a step waits on someone else (Telegram, the provider). */
  refetchInterval?: number | false;
  /** False leaves the call unmade (a page a guest may see too). */
  isEnabled?: boolean;
}

export function useVerification({ refetchInterval = false, isEnabled = true }: UseVerificationOptions = {}) {
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    ...verificationQueryOptions(useApi(), profileId),
    refetchInterval,
    enabled: isEnabled,
  });
}

/** Puts a state the server answered with in the cache, so every screen shows it at once. */
function useStoreVerification() {
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  return (state: VerificationState) => queryClient.setQueryData(verificationQueryKey(profileId), state);
}

function useRefreshVerification() {
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  return () => queryClient.invalidateQueries({ queryKey: verificationQueryKey(profileId) });
}

/** Opens (or reopens after RETRY) the provider's page for identity or address: its URL comes back. */
export function useStartProviderStep() {
  const api = useApi();
  const refresh = useRefreshVerification();
  return useMutation({
    mutationFn: (kind: ProviderStepKind) =>
      api.call(startVerificationStep, { params: { kind }, body: { return_path: stepReturnPath() } }),
    onSuccess: () => void refresh(),
  });
}

export function useSubmitDeclaredData() {
  const api = useApi();
  const store = useStoreVerification();
  return useMutation({
    mutationFn: (body: DeclaredPersonalData) => api.call(submitDeclaredPersonalData, { body }),
    onSuccess: store,
  });
}

export function useRequestPhoneCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (phone: string) => api.call(requestPhoneVerificationCode, { body: { phone } }),
  });
}

export function useConfirmPhone() {
  const api = useApi();
  const store = useStoreVerification();
  return useMutation({
    mutationFn: (body: { phone: string; code: string }) => api.call(confirmPhoneVerification, { body }),
    onSuccess: store,
  });
}

/** One tap opens a ticket with support; asking again answers the same ticket. */
export function useAppealBlock() {
  const api = useApi();
  const refresh = useRefreshVerification();
  return useMutation({
    mutationFn: () => api.call(appealVerificationBlock, { body: {} }),
    onSuccess: () => void refresh(),
  });
}
