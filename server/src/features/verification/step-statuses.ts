import type { StepStatuses, VerificationStatus, VerificationStepKind } from '@ferry/shared/domain';
import type { StepRow } from './verification.repo';

/** Each step's status as the domain reads it; a step with no row is NONE (left out). */
export function stepStatusesOf(rows: readonly Pick<StepRow, 'kind' | 'status'>[]): StepStatuses {
  const statuses: Partial<Record<VerificationStepKind, VerificationStatus>> = {};
  for (const row of rows) statuses[row.kind] = row.status;
  return statuses;
}
