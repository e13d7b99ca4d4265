import type { VerificationState, VerificationStepView } from '@ferry/shared/contracts';
import {
  checkResidenceCountry,
  LEVEL_LIMITS_CURRENCY,
  LIMIT_DIRECTIONS,
  type LimitDirection,
  levelAllowance,
  levelOf,
  levelRow,
  nextLevelUnlock,
  type PeriodUsage,
  type ResidenceRules,
  VERIFICATION_STEP_KINDS,
  verificationUserState,
} from '@ferry/shared/domain';
import type { Selectable } from 'kysely';
import { holdMessageKey, STILL_ALLOWED_WHILE_HELD } from './hold-reasons';
import { stepStatusesOf } from './step-statuses';
import { type PersonRow, rejectLabelsOf, type StepRow } from './verification.repo';
import type { VerificationHoldsTable } from './verification.schema';

/** Statuses from which the user may start or redo a step. */
const STARTABLE = ['NONE', 'INIT', 'RETRY'];

export interface VerificationFacts {
  steps: readonly StepRow[];
  persons: readonly PersonRow[];
  hold: Selectable<VerificationHoldsTable> | undefined;
  usage: Record<LimitDirection, PeriodUsage>;
  residenceRules: ResidenceRules;
}

function stepView(kind: VerificationStepView['kind'], row: StepRow | undefined): VerificationStepView {
  const status = row?.status ?? 'NONE';
  return {
    kind,
    status,
    user_state: verificationUserState(status),
    reject_comment: row && (status === 'RETRY' || status === 'REJECTED') ? row.reject_comment : null,
    reject_labels: row ? rejectLabelsOf(row) : [],
    can_start: STARTABLE.includes(status),
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

/** The residence country: the document's once the provider read one, else the declared one. */
export function residenceCountryOf(persons: readonly PersonRow[]): string | null {
  const of = (source: PersonRow['source']) => persons.find((person) => person.source === source)?.country;
  return of('document') ?? of('declared') ?? null;
}

/** The profile's verification as the screens show it (the contract's `VerificationState`). */
export function toVerificationState(facts: VerificationFacts): VerificationState {
  const statuses = stepStatusesOf(facts.steps);
  const level = levelOf(statuses);
  const limits = levelRow(level).limits;
  const usageOf = (direction: LimitDirection) => {
    const used = facts.usage[direction];
    const left = levelAllowance(level, direction, used);
    return {
      day: { limit: limits[direction].day, used: used.today, left: left.today },
      month: { limit: limits[direction].month, used: used.thisMonth, left: left.thisMonth },
    };
  };
  const next = nextLevelUnlock(statuses);
  const country = residenceCountryOf(facts.persons);
  const hold = facts.hold;
  return {
    level,
    steps: VERIFICATION_STEP_KINDS.map((kind) =>
      stepView(
        kind,
        facts.steps.find((row) => row.kind === kind),
      ),
    ),
    limits: { currency: LEVEL_LIMITS_CURRENCY, in: usageOf('in'), out: usageOf('out') },
    next_level: next
      ? {
          level: next.level,
          missing_steps: [...next.steps],
          limits: Object.fromEntries(
            LIMIT_DIRECTIONS.map((direction) => [direction, { ...next.limits[direction] }]),
          ) as Record<LimitDirection, { day: string; month: string }>,
        }
      : null,
    residence_country: country,
    is_country_allowed: checkResidenceCountry(country, facts.residenceRules).isAllowed,
    block: hold
      ? {
          reason_code: hold.reason_code,
          message_key: holdMessageKey(hold.reason_code),
          since: hold.since.toISOString(),
          still_allowed: [...STILL_ALLOWED_WHILE_HELD],
          has_appeal: hold.appeal_ticket_id !== null,
        }
      : null,
  };
}
