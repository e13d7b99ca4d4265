import { createTaxExportBodySchema } from '@ferry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { checkTaxPeriod, toTaxExportBody } from './tax-export-values';

describe('tax export form values', () => {
  it('sends the default currency and wallets only when some are ticked, in a body the contract accepts', () => {
    const values = { format: 'XLSX', from: '2020-01-01', to: '2026-11-29', currency: '', wallets: [] };
    expect(toTaxExportBody(values)).toEqual({
      format: 'XLSX',
      from: '2020-01-01',
      to: '2026-11-29',
      currency: 'EUR',
    });
    const withWallet = toTaxExportBody({ ...values, currency: 'PLN', wallets: ['UQAbc'] });
    expect(withWallet).toMatchObject({ currency: 'PLN', wallets: ['UQAbc'] });
    // Six years: the tax export has no three-month limit.
    expect(createTaxExportBodySchema.safeParse(withWallet).success).toBe(true);
  });

  it.each([
    ['no start', { from: '', to: '2026-02-01' }, { field: 'from', message: { key: 'validation.required' } }],
    [
      'an end in the future',
      { from: '2026-01-01', to: '2026-12-01' },
      { field: 'to', message: { key: 'documents.validation.future' } },
    ],
    [
      'a reversed range',
      { from: '2026-03-01', to: '2026-02-01' },
      { field: 'to', message: { key: 'documents.validation.toBeforeFrom' } },
    ],
    ['six years', { from: '2020-01-01', to: '2026-11-29' }, null],
  ])('%s', (_name, period, expected) => {
    expect(checkTaxPeriod(period, '2026-11-29')).toEqual(expected);
  });
});
