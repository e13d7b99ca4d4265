import { DomainError } from '@ferry/shared/domain';
import { isUuid } from '../../auth/ownership';
import type { KycReview } from '../../providers/kyc/kyc-provider';
import type { VerificationRow } from './customer-verifications.repo';
import { applyProviderReview } from './provider-reviews';

type ReviewDeps = Parameters<typeof applyProviderReview>[0];

/**
 * Whether the sandbox may act on this verification: only a test-mode key's. A live key's customer
 * is verified by a real provider; a page or a dev route anybody can call must not approve them,
 * even while the providers are sandboxed.
 */
export function isSandboxSubject(row: Pick<VerificationRow, 'is_test_mode'>): boolean {
  return row.is_test_mode;
}

/**
 * The sandbox provider's review (its dev route, its page's decision): as a provider's webhook, but a
 * live key's verification is as unknown as a missing one (NOT_FOUND) and stays as it was.
 */
export async function applySandboxReview(deps: ReviewDeps, id: string, review: KycReview) {
  const row = isUuid(id) ? await deps.repo.findAnyById(id) : undefined;
  if (!row || !isSandboxSubject(row)) throw new DomainError('NOT_FOUND');
  return applyProviderReview(deps, row.id, review);
}
