import { flattenCatalogue } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import { decimalToMinor } from '../money/decimal';
import { VERIFICATION_STEP_KINDS, type VerificationStepKind } from '../transactions/verification-enums';
import {
  LEVEL_TABLE,
  LIMIT_DIRECTIONS,
  LIMIT_PERIODS,
  levelOf,
  nextLevel,
  type StepStatuses,
  VERIFICATION_LEVELS,
  type VerificationLevel,
  verificationLevelLabelKey,
} from './levels';

const cents = (text: string) => decimalToMinor(text, 2) ?? -1n;

describe('the level table', () => {
  it('lists every level once, lowest first, starting with nothing to verify', () => {
    expect(LEVEL_TABLE.map((row) => row.level)).toEqual([...VERIFICATION_LEVELS]);
    expect(LEVEL_TABLE[0]?.steps).toEqual([]);
  });

  it('names only the spec step kinds (001 §3)', () => {
    for (const row of LEVEL_TABLE)
      for (const step of row.steps) expect(VERIFICATION_STEP_KINDS).toContain(step);
  });

  it.each(LEVEL_TABLE.slice(1).map((row, index) => [row.level, row, LEVEL_TABLE[index]] as const))(
    '%s holds every step of the level below and raises every limit',
    (_level, row, below) => {
      if (!below) throw new Error('no level below');
      for (const step of below.steps) expect(row.steps).toContain(step);
      expect(row.steps.length).toBeGreaterThan(below.steps.length);
      for (const direction of LIMIT_DIRECTIONS)
        for (const period of LIMIT_PERIODS)
          expect(cents(row.limits[direction][period])).toBeGreaterThan(
            cents(below.limits[direction][period]),
          );
    },
  );

  it.each(
    LEVEL_TABLE.flatMap((row) => LIMIT_DIRECTIONS.map((direction) => [row.level, direction, row] as const)),
  )('%s %s: a day never allows more than the month', (_level, direction, row) => {
    expect(cents(row.limits[direction].day)).toBeLessThanOrEqual(cents(row.limits[direction].month));
  });

  // The anchors real products use for a first level: it sits between Transak Light ($200) and Banxa Express (€500).
  it('the first level lets a first purchase of €200 through and stays within €500 a month', () => {
    const [starter] = LEVEL_TABLE;
    expect(cents(starter?.limits.in.day ?? '0')).toBeGreaterThanOrEqual(cents('200'));
    expect(cents(starter?.limits.in.month ?? '0')).toBeLessThanOrEqual(cents('500'));
  });
});

describe('levelOf', () => {
  const done = (...steps: VerificationStepKind[]): StepStatuses =>
    Object.fromEntries(steps.map((step) => [step, 'COMPLETED']));

  it.each<[string, StepStatuses, VerificationLevel]>([
    ['nothing verified', {}, 'starter'],
    ['every step NONE', { PHONE: 'NONE', IDENTITY: 'NONE' }, 'starter'],
    ['phone alone', done('PHONE'), 'starter'],
    ['phone and declared data', done('PHONE', 'DECLARED_ADDRESS'), 'basic'],
    ['phone, declared data and identity', done('PHONE', 'DECLARED_ADDRESS', 'IDENTITY'), 'verified'],
    ['every step', done('PHONE', 'DECLARED_ADDRESS', 'IDENTITY', 'ADDRESS'), 'full'],
    ['identity without the basic steps', done('IDENTITY', 'ADDRESS'), 'starter'],
    ['identity in progress', { ...done('PHONE', 'DECLARED_ADDRESS'), IDENTITY: 'PROCESSING' }, 'basic'],
    [
      'identity revoked by a late RED',
      { ...done('PHONE', 'DECLARED_ADDRESS', 'ADDRESS'), IDENTITY: 'REJECTED' },
      'basic',
    ],
    ['identity asked again', { ...done('PHONE', 'DECLARED_ADDRESS'), IDENTITY: 'RETRY' }, 'basic'],
    ['phone not allowed', { ...done('DECLARED_ADDRESS'), PHONE: 'NOT_ALLOWED' }, 'starter'],
  ])('%s → %s', (_name, statuses, level) => {
    expect(levelOf(statuses)).toBe(level);
  });

  it.each<[VerificationLevel, VerificationLevel | null]>([
    ['starter', 'basic'],
    ['basic', 'verified'],
    ['verified', 'full'],
    ['full', null],
  ])('after %s comes %s', (level, next) => {
    expect(nextLevel(level)).toBe(next);
  });
});

describe('verificationLevelLabelKey', () => {
  it.each(
    (['en', 'uk', 'ru', 'pl'] as const).flatMap((language) =>
      VERIFICATION_LEVELS.map((level) => [language, level] as const),
    ),
  )('%s names level %s', (language, level) => {
    expect(flattenCatalogue(catalogues[language])[verificationLevelLabelKey(level)]).toBeTruthy();
  });

  it.each<[VerificationLevel, string]>([
    ['starter', 'Starter'],
    ['basic', 'Basic'],
    ['verified', 'Verified'],
    ['full', 'Full'],
  ])('%s reads "%s" in English', (level, text) => {
    expect(flattenCatalogue(catalogues.en)[verificationLevelLabelKey(level)]).toBe(text);
  });
});
