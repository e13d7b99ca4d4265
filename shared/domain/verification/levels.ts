import type { MessageKey } from '@ferry/locales';
import type { VerificationStatus, VerificationStepKind } from '../transactions/verification-enums';

/** The one currency every level's limits are written and summed in. */
export const LEVEL_LIMITS_CURRENCY = 'EUR';

export const VERIFICATION_LEVELS = ['starter', 'basic', 'verified', 'full'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/** Money into Ferry (deposits, buying) and out of it (payouts, selling), counted apart. */
export const LIMIT_DIRECTIONS = ['in', 'out'] as const;
export type LimitDirection = (typeof LIMIT_DIRECTIONS)[number];

export const LIMIT_PERIODS = ['day', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Plain decimals in whole units of LEVEL_LIMITS_CURRENCY, per UTC day and month. */
export type PeriodLimits = Readonly<Record<LimitPeriod, string>>;

export interface LevelRow {
  level: VerificationLevel;
  /** Steps that must be COMPLETED; each level holds the steps of the one below. */
  steps: readonly VerificationStepKind[];
  limits: Readonly<Record<LimitDirection, PeriodLimits>>;
}

/**
 * Ferry's levels, the one table the server enforces and the screens show (docs/decisions.md,
 * "Verification levels and limits"). A user who verified nothing may still buy and pay out a
 * little, so a first purchase stays a few taps; each step raises the ceiling.
 */
export const LEVEL_TABLE: readonly LevelRow[] = [
  {
    level: 'starter',
    steps: [],
    limits: { in: { day: '200', month: '500' }, out: { day: '200', month: '500' } },
  },
  {
    level: 'basic',
    steps: ['PHONE', 'DECLARED_ADDRESS'],
    limits: { in: { day: '1000', month: '5000' }, out: { day: '1000', month: '5000' } },
  },
  {
    level: 'verified',
    steps: ['PHONE', 'DECLARED_ADDRESS', 'IDENTITY'],
    limits: { in: { day: '10000', month: '50000' }, out: { day: '10000', month: '50000' } },
  },
  {
    level: 'full',
    steps: ['PHONE', 'DECLARED_ADDRESS', 'IDENTITY', 'ADDRESS'],
    limits: { in: { day: '50000', month: '250000' }, out: { day: '50000', month: '250000' } },
  },
];

/** Each step's status; a step never started may be left out (NONE). */
export type StepStatuses = Readonly<Partial<Record<VerificationStepKind, VerificationStatus>>>;

export function isVerificationLevel(value: unknown): value is VerificationLevel {
  return typeof value === 'string' && (VERIFICATION_LEVELS as readonly string[]).includes(value);
}

export function levelRow(level: VerificationLevel): LevelRow {
  const row = LEVEL_TABLE.find((candidate) => candidate.level === level);
  if (!row) throw new RangeError(`No row for level ${level}`);
  return row;
}

/**
 * The highest level whose steps are all COMPLETED. A late RED that takes a step away takes the
 * level with it, down to the first level that still holds.
 */
export function levelOf(statuses: StepStatuses): VerificationLevel {
  let reached: VerificationLevel = 'starter';
  for (const row of LEVEL_TABLE) {
    if (!row.steps.every((step) => statuses[step] === 'COMPLETED')) break;
    reached = row.level;
  }
  return reached;
}

export function nextLevel(level: VerificationLevel): VerificationLevel | null {
  return VERIFICATION_LEVELS[VERIFICATION_LEVELS.indexOf(level) + 1] ?? null;
}

/** The level's name as screens show it ("Starter", "Verified"). */
export function verificationLevelLabelKey(level: VerificationLevel): MessageKey {
  return `domain.verificationLevel.${level}`;
}
