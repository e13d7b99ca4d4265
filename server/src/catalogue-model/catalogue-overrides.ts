import { z } from 'zod';

/**
 * CATALOGUE_OVERRIDES: operators change seeded catalogue rows without a migration (switch a
 * payway-currency off, change a fee or a limit). The JSON is read once at start and applied over
 * every read, so removing the setting restores the seeded rows. Decimals are whole units, as in
 * the catalogue; payout caps are whole units too and become minor units at the currency's scale.
 *
 * Example: `{"paywayCurrencies":[{"payway":"card","currency":"EUR","direction":"deposit","isAvailable":false}]}`
 */
const decimal = z.string().regex(/^\d+(?:\.\d+)?$/, 'must be a plain non-negative decimal');
const nullableDecimal = decimal.nullable();
const feeType = z.enum(['ADD', 'MULT', 'COOPERATE']);
const fee = z.strictObject({ type: feeType.optional(), add: decimal.optional(), mult: decimal.optional() });
const limits = z.strictObject({
  min: nullableDecimal.optional(),
  max: nullableDecimal.optional(),
  step: nullableDecimal.optional(),
});
const currencyCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/);

const paywayOverride = z.strictObject({
  code: z.string().min(1),
  isActive: z.boolean().optional(),
  sortOrder: z.number().int().optional(),
});

const paywayCurrencyOverride = z.strictObject({
  payway: z.string().min(1),
  currency: currencyCode,
  direction: z.enum(['deposit', 'withdraw']).optional(),
  /** Omitted: every network of the currency. */
  network: z.string().min(1).optional(),
  isAvailable: z.boolean().optional(),
  fee: fee.optional(),
  limits: limits.optional(),
  networkFee: decimal.optional(),
  confirmations: z.number().int().min(0).optional(),
});

const convertDirectionOverride = z.strictObject({
  from: currencyCode,
  to: currencyCode,
  isAvailable: z.boolean().optional(),
  fee: fee.optional(),
  limits: limits.optional(),
});

const payoutLimitOverride = z.strictObject({
  currency: currencyCode,
  daily: nullableDecimal.optional(),
  monthly: nullableDecimal.optional(),
});

const countryOverride = z.strictObject({
  code: z.string().regex(/^[A-Z]{2}$/),
  isSupported: z.boolean(),
});

export const catalogueOverridesSchema = z.strictObject({
  payways: z.array(paywayOverride).default([]),
  paywayCurrencies: z.array(paywayCurrencyOverride).default([]),
  convertDirections: z.array(convertDirectionOverride).default([]),
  payoutLimits: z.array(payoutLimitOverride).default([]),
  countries: z.array(countryOverride).default([]),
});

export type CatalogueOverrides = z.infer<typeof catalogueOverridesSchema>;
export type FeeOverride = z.infer<typeof fee>;
export type LimitsOverride = z.infer<typeof limits>;

export const NO_CATALOGUE_OVERRIDES: CatalogueOverrides = catalogueOverridesSchema.parse({});

/** The setting's text as overrides; an empty value means none. */
export const catalogueOverridesSetting = z
  .string()
  .default('')
  .transform((text, context) => {
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(catalogueOverridesSchema);
