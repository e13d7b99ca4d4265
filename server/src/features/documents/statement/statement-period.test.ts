import { isDomainError } from '@ferry/shared/domain';
import { describe, expect, it } from 'vitest';
import { toStatementPeriod } from './statement-period';

const NOW = new Date('2024-06-15T10:00:00Z');

function verdict(from: string, to: string): string {
  try {
    const period = toStatementPeriod(from, to, NOW);
    return `${period.startAt.toISOString()}..${period.endAt.toISOString()}`;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const details = error.details as { issues: { key: string }[] };
    return `${error.code}:${details.issues[0]?.key}`;
  }
}

describe('statement period (spec 000 §9: at most 3 months; not in the future)', () => {
  it.each([
    ['2024-01-01', '2024-03-31', '2024-01-01T00:00:00.000Z..2024-04-01T00:00:00.000Z'],
    ['2024-06-15', '2024-06-15', '2024-06-15T00:00:00.000Z..2024-06-16T00:00:00.000Z'],
    ['2024-03-15', '2024-06-14', '2024-03-15T00:00:00.000Z..2024-06-15T00:00:00.000Z'],
    ['2023-11-30', '2024-02-28', '2023-11-30T00:00:00.000Z..2024-02-29T00:00:00.000Z'],
    ['2024-01-01', '2024-04-01', 'VALIDATION_ERROR:documents.validation.periodTooLong'],
    ['2024-03-15', '2024-06-15', 'VALIDATION_ERROR:documents.validation.periodTooLong'],
    ['2023-11-30', '2024-02-29', 'VALIDATION_ERROR:documents.validation.periodTooLong'],
    ['2024-02-02', '2024-02-01', 'VALIDATION_ERROR:documents.validation.toBeforeFrom'],
    ['2024-06-10', '2024-06-16', 'VALIDATION_ERROR:documents.validation.future'],
    ['2024-02-30', '2024-03-01', 'VALIDATION_ERROR:validation.invalid'],
    ['2024-1-01', '2024-03-01', 'VALIDATION_ERROR:validation.invalid'],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(verdict(from, to)).toBe(expected);
  });
});
