import {
  openSandboxKycApplicant,
  reviewSandboxKycApplicant,
  submitSandboxKycApplicant,
} from '@ferry/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';

export type SandboxKycStep = 'document' | 'selfie' | 'address';

/** The applicant behind the link, opened with its access token (no retry: a refusal is final). */
export function useSandboxApplicant(applicantId: string, accessToken: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.sandboxApplicant(applicantId),
    queryFn: ({ signal }) =>
      api.call(openSandboxKycApplicant, {
        params: { applicantId },
        body: { access_token: accessToken },
        signal,
      }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Sends the steps the customer walked; the files themselves stay in the browser. */
export function useSandboxSubmission(applicantId: string, accessToken: string) {
  const api = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (steps: SandboxKycStep[]) =>
      api.call(submitSandboxKycApplicant, {
        params: { applicantId },
        body: { access_token: accessToken, steps },
      }),
    onSuccess: (applicant) => queries.setQueryData(queryKeys.sandboxApplicant(applicantId), applicant),
  });
}

/** The sandbox provider's decision, played by the customer from the page. */
export function useSandboxDecision(applicantId: string, accessToken: string) {
  const api = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approved' | 'rejected') =>
      api.call(reviewSandboxKycApplicant, {
        params: { applicantId },
        body: { access_token: accessToken, decision },
      }),
    onSuccess: (applicant) => queries.setQueryData(queryKeys.sandboxApplicant(applicantId), applicant),
  });
}
