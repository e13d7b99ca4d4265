import type { Message } from '@ferry/locales';
import type { CreateTaxExportBody } from '@ferry/shared/contracts';

/** The tax export is picked like a document type; its values add the wallets to include. */
export const TAX_EXPORT_TYPE = 'tax-export';
/** Profiles keep no preferred currency; the server assumes euros too. */
export const DEFAULT_TAX_CURRENCY = 'EUR';

export interface TaxExportValues {
  format: string;
  from: string;
  to: string;
  /** Empty for the default currency. */
  currency: string;
  /** The addresses of the device's wallets the user ticked. */
  wallets: string[];
}

export function toTaxExportBody(values: TaxExportValues): CreateTaxExportBody {
  return {
    format: values.format === 'XLSX' ? 'XLSX' : 'CSV',
    from: values.from,
    to: values.to,
    currency: values.currency || DEFAULT_TAX_CURRENCY,
    ...(values.wallets.length > 0 ? { wallets: values.wallets } : {}),
  };
}

/** The period's first problem: both dates given, not in the future, the end not before the start; any length. */
export function checkTaxPeriod(
  values: Pick<TaxExportValues, 'from' | 'to'>,
  today: string,
): { field: 'from' | 'to'; message: Message } | null {
  if (!values.from) return { field: 'from', message: { key: 'validation.required' } };
  if (!values.to) return { field: 'to', message: { key: 'validation.required' } };
  if (values.to > today) return { field: 'to', message: { key: 'documents.validation.future' } };
  if (values.from > values.to) return { field: 'to', message: { key: 'documents.validation.toBeforeFrom' } };
  return null;
}
