import { z } from 'zod';
import {
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_PERIOD_MONTHS,
  DOCUMENT_TYPES,
  isDocumentPeriodAllowed,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../domain/index';
import { ALL_BASES, defineEndpoint, defineWireEndpoint } from './endpoint';
import { decimalString } from './transactions';

const isoDateTime = z.string().datetime({ offset: true });
/** A calendar day in UTC; a period runs from the start of `from` to the end of `to`. */
const calendarDay = z.iso.date();
const DAY_MS = 24 * 60 * 60 * 1000;

interface PeriodFields {
  from: string;
  to: string;
}

/**
 * The period rules a form can check without a clock (spec 000 §9, 001 §5): `from` not after
 * `to`, and at most three months from the start of `from` to the end of `to`. "Not in the
 * future" needs today, so the server adds it.
 */
function checkPeriod(value: PeriodFields, ctx: z.RefinementCtx): void {
  const startMs = Date.parse(value.from);
  const endMs = Date.parse(value.to) + DAY_MS;
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return;
  if (startMs >= endMs) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'documents.validation.toBeforeFrom' });
    return;
  }
  if (!isDocumentPeriodAllowed(new Date(startMs), new Date(endMs))) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'documents.validation.periodTooLong',
      params: { count: DOCUMENT_MAX_PERIOD_MONTHS },
    });
  }
}

const currencyCode = z.string().min(1).max(16);

export const statementQuerySchema = z
  .object({ from: calendarDay, to: calendarDay, currency: currencyCode.optional() })
  .superRefine(checkPeriod);

/** A payment card's balance in a statement (issue 28): the card beside the profile's own balances. */
const statementCardSchema = z.object({ id: z.string(), last4: z.string() });

export const statementBalanceSchema = z.object({
  currency: z.string(),
  /** Present on a balance of a card issued from the profile; absent on the profile's own. */
  card: statementCardSchema.optional(),
  opening_balance: decimalString,
  total_in: decimalString,
  total_out: decimalString,
  closing_balance: decimalString,
});

/** One movement of money into or out of the profile (moves between its own accounts are left out). */
export const statementLineSchema = z.object({
  at: isoDateTime,
  currency: z.string(),
  /** Present on a movement of a card's balance; absent on the profile's own. */
  card: statementCardSchema.optional(),
  /** Signed: positive in, negative out. */
  amount: decimalString,
  balance_after: decimalString,
  /** What the ledger recorded: credit, post, fee, exchange legs, … */
  kind: z.string(),
  transaction: z
    .object({
      id: z.string(),
      type: z.enum(TRANSACTION_TYPES),
      status: z.enum(TRANSACTION_STATUSES),
    })
    .nullable(),
});

export const statementSchema = z.object({
  from: calendarDay,
  to: calendarDay,
  generated_at: isoDateTime,
  balances: z.array(statementBalanceSchema),
  lines: z.array(statementLineSchema),
});
export type StatementView = z.infer<typeof statementSchema>;

/** The balance screen's statement (route /balances/statement), computed from the ledger. */
export const getStatement = defineEndpoint({
  id: 'getStatement',
  method: 'GET',
  path: 'statement',
  summary: 'The profile’s money movements in a period (at most 3 months) with opening and closing balances',
  tag: 'documents',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['create_balance_statement'] },
  isProfileScoped: true,
  query: statementQuerySchema,
  response: statementSchema,
});

export const createDocumentBodySchema = z
  .object({
    type: z.enum(DOCUMENT_TYPES),
    format: z.enum(DOCUMENT_FORMATS),
    from: calendarDay,
    to: calendarDay,
    currency: currencyCode.optional(),
  })
  .strict()
  .superRefine(checkPeriod);

export const documentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  format: z.enum(DOCUMENT_FORMATS),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  created_at: isoDateTime,
  /** The download link works until then, without other credentials (the mini-app hands it to Telegram). */
  expires_at: isoDateTime,
  download_url: z.string().url(),
});
export type DocumentView = z.infer<typeof documentSchema>;

/**
 * Makes an account statement or a letter of good standing (spec 001 §3) as PDF, XLSX or CSV in
 * the user's language; needs verified identity. The answer names a short-lived download link.
 */
export const createDocument = defineEndpoint({
  id: 'createDocument',
  method: 'POST',
  path: 'documents',
  summary: 'Make a statement or letter of good standing (PDF, XLSX, CSV) and get its download link',
  tag: 'documents',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['create_balance_statement'] },
  isProfileScoped: true,
  body: createDocumentBodySchema,
  response: documentSchema,
});

/**
 * `GET /api/files/documents/:id?token=…`: the file itself, under its own Content-Type. The link
 * is the credential (a messenger's downloadFile sends no Authorization header).
 */
export const downloadDocument = defineWireEndpoint({
  id: 'downloadDocument',
  method: 'GET',
  path: 'documents/:id',
  basePath: '/api/files',
  summary: 'A generated document’s file, by its short-lived link',
  tag: 'documents',
  auth: 'none',
  wire: 'file',
});

/** A tax export is a spreadsheet: the PDF would only repeat it less usefully. */
export const TAX_EXPORT_FORMATS = ['CSV', 'XLSX'] as const;
/** Wallet addresses one export may name; a person has a few, not hundreds. */
export const TAX_EXPORT_MAX_WALLETS = 5;

function checkRangeOrder(value: PeriodFields, ctx: z.RefinementCtx): void {
  if (Date.parse(value.from) > Date.parse(value.to))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'documents.validation.toBeforeFrom' });
}

export const createTaxExportBodySchema = z
  .object({
    format: z.enum(TAX_EXPORT_FORMATS),
    /** Any length: a tax year, or the whole history. */
    from: calendarDay,
    to: calendarDay,
    /** The fiat currency the values are in; EUR when left out (profiles keep no preferred one). */
    currency: currencyCode.optional(),
    /**
     * The self-custody TON wallets the client holds (public addresses); their on-chain events
     * join the custodial transactions. The server never holds their keys.
     */
    wallets: z.array(z.string().min(1).max(128)).max(TAX_EXPORT_MAX_WALLETS).optional(),
  })
  .strict()
  .superRefine(checkRangeOrder);
export type CreateTaxExportBody = z.infer<typeof createTaxExportBodySchema>;

export const taxExportSchema = documentSchema.extend({
  type: z.literal('tax-export'),
  format: z.enum(TAX_EXPORT_FORMATS),
});
export type TaxExportView = z.infer<typeof taxExportSchema>;

/**
 * Makes the tax export (issue 31): every custodial transaction and wallet event in a period of any
 * length, valued in a fiat currency at the time, with FIFO cost basis and realised gain per
 * disposal, and the totals. Needs verified identity like every document; answers a download link.
 */
export const createTaxExport = defineEndpoint({
  id: 'createTaxExport',
  method: 'POST',
  path: 'documents/tax-export',
  summary: 'Make a tax export (CSV, XLSX): values at the time, FIFO cost basis, realised gains',
  tag: 'documents',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['create_balance_statement'] },
  isProfileScoped: true,
  body: createTaxExportBodySchema,
  response: taxExportSchema,
});
