import type { FlowStep } from '../transactions/flow-progress';
import type { VerificationStepKind } from '../transactions/verification-enums';
import { checkLevelLimit, type PeriodUsage } from './level-limits';
import {
  LEVEL_TABLE,
  type LimitDirection,
  levelOf,
  type StepStatuses,
  type VerificationLevel,
} from './levels';

export interface StepsNeeded {
  /** The lowest level at which the movement fits. */
  level: VerificationLevel;
  /** Its steps not yet COMPLETED, in the table's order; empty when the user's level suffices. */
  steps: readonly VerificationStepKind[];
}

export interface StepsNeededRequest {
  statuses: StepStatuses;
  direction: LimitDirection;
  used: PeriodUsage;
  amount: string;
}

/**
 * What a movement over the user's limits asks for: the lowest level it fits at, never below the
 * user's own, and the steps that level still needs, so the flow can send the user through them
 * and resume. Null when no level takes the amount: verifying would not help.
 */
export function stepsNeededFor(request: StepsNeededRequest): StepsNeeded | null {
  const current = LEVEL_TABLE.findIndex((row) => row.level === levelOf(request.statuses));
  const row = LEVEL_TABLE.slice(current).find(
    (candidate) =>
      checkLevelLimit({
        level: candidate.level,
        direction: request.direction,
        used: request.used,
        amount: request.amount,
      }).isAllowed,
  );
  if (!row) return null;
  return { level: row.level, steps: row.steps.filter((step) => request.statuses[step] !== 'COMPLETED') };
}

/** The step of the progress bar each verification step is (000 §4). */
const FLOW_STEP_OF_KIND = {
  DECLARED_ADDRESS: 'declarative-personal-data',
  PHONE: 'phone-verification',
  IDENTITY: 'identity-verification',
  ADDRESS: 'address-verification',
} as const satisfies Readonly<Record<VerificationStepKind, FlowStep>>;

export function flowStepOfVerification(kind: VerificationStepKind): FlowStep {
  return FLOW_STEP_OF_KIND[kind];
}
