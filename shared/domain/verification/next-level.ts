import type { VerificationStepKind } from '../transactions/verification-enums';
import {
  type LevelRow,
  levelOf,
  levelRow,
  nextLevel,
  type StepStatuses,
  type VerificationLevel,
} from './levels';

export interface NextLevelUnlock {
  level: VerificationLevel;
  /** The steps still to complete, in the table's order. */
  steps: readonly VerificationStepKind[];
  limits: LevelRow['limits'];
  /** False when a step it needs was rejected for good or is not allowed: asking is pointless. */
  isReachable: boolean;
}

/** What the next level would unlock for a user with these statuses; null at the top level. */
export function nextLevelUnlock(statuses: StepStatuses): NextLevelUnlock | null {
  const next = nextLevel(levelOf(statuses));
  if (next === null) return null;
  const row = levelRow(next);
  const steps = row.steps.filter((step) => statuses[step] !== 'COMPLETED');
  const isReachable = steps.every(
    (step) => statuses[step] !== 'REJECTED' && statuses[step] !== 'NOT_ALLOWED',
  );
  return { level: next, steps, limits: row.limits, isReachable };
}
