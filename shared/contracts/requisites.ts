import { z } from 'zod';
import {
  cardNumberSchema,
  createAddressSchema,
  createIbanSchema,
  createMemoSchema,
  isNetwork,
  SAVED_REQUISITE_KINDS,
  type SavedRequisiteKind,
} from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';

/** A network code as the catalogue names it: a token network (ERC20, TON…) or a coin's own chain (BTC). */
export const networkCode = z.string().regex(/^[A-Z0-9]{2,16}$/, 'validation.invalid');

/**
 * Addresses on a coin's own chain (BTC, LTC, DOGE) have no shared validator yet: base58 or
 * bech32 characters of a plausible length.
 */
const OWN_CHAIN_ADDRESS = /^[A-Za-z0-9]{25,90}$/;

export interface RequisiteInput {
  kind: SavedRequisiteKind;
  value: string;
  network?: string | undefined;
  memo?: string | undefined;
  /** For an IBAN: the currency it is to receive (EUR only to SEPA, UAH only to Ukraine, spec 000 §5). */
  currency?: string | undefined;
}

interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: (string | number)[]; input?: unknown }): void;
}

function copyIssues(schema: z.ZodType, value: unknown, path: (string | number)[], ctx: IssueSink) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  const first = parsed.error.issues[0];
  if (first) ctx.addIssue({ code: 'custom', message: first.message, path, input: value });
}

/**
 * The checks of a payout destination by kind (spec 000 §5): a card number passes Luhn, an IBAN its
 * checksum and the currency's country rule, an address the network's format; a MEMO only where the
 * network takes one, and there it is required. `path` places the issues under the form's fields.
 */
export function checkRequisiteInput(
  input: RequisiteInput,
  ctx: IssueSink,
  paths: { value: (string | number)[]; network: (string | number)[]; memo: (string | number)[] },
): void {
  const memo = input.memo ?? '';
  if (input.kind === 'card_mask') copyIssues(cardNumberSchema, input.value, paths.value, ctx);
  if (input.kind === 'iban')
    copyIssues(createIbanSchema({ currency: input.currency }), input.value, paths.value, ctx);
  if (input.kind !== 'address') {
    if (input.network !== undefined)
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: paths.network });
    if (memo !== '') ctx.addIssue({ code: 'custom', message: 'validation.memo.invalid', path: paths.memo });
    return;
  }
  if (input.network === undefined) {
    ctx.addIssue({ code: 'custom', message: 'validation.required', path: paths.network });
    return;
  }
  if (isNetwork(input.network)) {
    const network = input.network;
    copyIssues(createAddressSchema({ network }), input.value, paths.value, ctx);
    // TON takes a MEMO but never needs one (spec 001 §3 "optional MEMO (TON)"): a personal wallet
    // has none, an exchange's shared address asks its user for one.
    copyIssues(createMemoSchema({ network, isRequired: false }), memo, paths.memo, ctx);
    return;
  }
  if (!OWN_CHAIN_ADDRESS.test(input.value.trim()))
    ctx.addIssue({ code: 'custom', message: 'validation.address', path: paths.value });
  if (memo !== '') ctx.addIssue({ code: 'custom', message: 'validation.memo.invalid', path: paths.memo });
}

/** A saved payout destination. A card is shown masked only (first six and last four digits). */
export const requisiteSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SAVED_REQUISITE_KINDS),
  /** IBAN (electronic form), card mask ("411111******1111") or address. */
  value: z.string(),
  network: z.string().nullable(),
  memo: z.string().nullable(),
  name: z.string().nullable(),
  created_at: z.string(),
});
export type RequisiteView = z.infer<typeof requisiteSchema>;

export const requisiteBodySchema = z
  .object({
    kind: z.enum(SAVED_REQUISITE_KINDS),
    /** The full card number for `card_mask` (stored sealed, shown masked), else the IBAN or address. */
    value: z.string().max(128),
    network: networkCode.optional(),
    memo: z.string().max(200).optional(),
    name: z.string().trim().max(50).optional(),
  })
  .superRefine((body, ctx) =>
    checkRequisiteInput(body, ctx, { value: ['value'], network: ['network'], memo: ['memo'] }),
  );

export const listRequisites = defineEndpoint({
  id: 'listRequisites',
  method: 'GET',
  path: 'requisites',
  summary: 'The profile’s saved withdrawal details, newest first',
  tag: 'requisites',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_payment_details'] },
  isProfileScoped: true,
  query: z.object({ kind: z.enum(SAVED_REQUISITE_KINDS).optional() }),
  response: z.object({ requisites: z.array(requisiteSchema) }),
});

export const createRequisite = defineEndpoint({
  id: 'createRequisite',
  method: 'POST',
  path: 'requisites',
  summary: 'Saves withdrawal details (the same details saved twice answer the first one)',
  tag: 'requisites',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['add_address_requisites'] },
  isProfileScoped: true,
  body: requisiteBodySchema,
  response: requisiteSchema,
});

export const deleteRequisite = defineEndpoint({
  id: 'deleteRequisite',
  method: 'DELETE',
  path: 'requisites/:requisiteId',
  summary: 'Deletes saved details; RESERVED_REQUISITE while a preset uses them',
  tag: 'requisites',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { requisiteId: 'requisite' },
  response: z.object({ deleted: z.literal(true) }),
});
