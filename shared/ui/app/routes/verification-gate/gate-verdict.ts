import type { VerificationState, VerificationStepView } from '@ferry/shared/contracts';
import { levelRow, type VerificationLevel } from '@ferry/shared/domain';
import { stepsToReach } from '../verification-journey/journey-paths';

/**
 * What a gated place needs (spec 000 §6, 001 §6): documents a verified identity; the card and the
 * wallet a verified identity and a residence country Ferry serves.
 */
export type GateRequirement = 'identity' | 'identity-and-residence';

/** The level whose steps verify identity: its steps are what the journey walks for a gate. */
export const GATE_LEVEL: VerificationLevel = 'verified';

export type GateVerdict =
  | { kind: 'open' }
  /** Money out is held after a verification (a late RED): its page explains it. */
  | { kind: 'held' }
  /** The residence country is one Ferry does not serve: verifying would not help. */
  | { kind: 'residence' }
  /**
   * The steps still to do, in the order they are asked; the first is where the button leads.
   * `hasBegun` once any step of the way is started or done: the button then says "Continue".
   */
  | { kind: 'verify'; steps: readonly VerificationStepView[]; hasBegun: boolean };

/**
 * The gate's answer from the profile's verification. Identity counts once the IDENTITY step is
 * COMPLETED; the steps listed are those the journey walks to the level that holds it, since the
 * provider checks the identity against the declared person.
 */
export function gateVerdict(state: VerificationState, requirement: GateRequirement): GateVerdict {
  const needsResidence = requirement === 'identity-and-residence';
  if (needsResidence && !state.is_country_allowed) return { kind: 'residence' };
  const identity = state.steps.find((step) => step.kind === 'IDENTITY');
  if (identity?.status === 'COMPLETED') return { kind: 'open' };
  if (state.block) return { kind: 'held' };
  const missing = stepsToReach(state, GATE_LEVEL);
  const steps = missing
    .map((kind) => state.steps.find((step) => step.kind === kind))
    .filter((step): step is VerificationStepView => step !== undefined);
  const hasBegun = levelRow(GATE_LEVEL).steps.some(
    (kind) => (state.steps.find((step) => step.kind === kind)?.status ?? 'NONE') !== 'NONE',
  );
  return { kind: 'verify', steps, hasBegun };
}
