import { z } from 'zod';
import { personNameSchema, type SavedRequisiteKind } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { checkRequisiteInput, networkCode, requisiteSchema } from './requisites';
import { amountInput, transactionSchema } from './transactions';

/** The payways money leaves a balance by (spec 000 §1): a card, a bank account, a crypto address. */
export const WITHDRAW_PAYWAYS = ['card', 'iban', 'sepa', 'uaiban', 'crypto'] as const;
export type WithdrawPayway = (typeof WITHDRAW_PAYWAYS)[number];

/** Which kind of saved requisite each payway pays to. */
export const REQUISITE_KIND_OF_PAYWAY: Readonly<Record<WithdrawPayway, SavedRequisiteKind>> = {
  card: 'card_mask',
  iban: 'iban',
  sepa: 'iban',
  uaiban: 'iban',
  crypto: 'address',
};

const currencyCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'validation.invalid');

/** A saved requisite of the profile, or the details typed in (card number, IBAN, or address and MEMO). */
export const withdrawalRequisiteSchema = z.union([
  z.strictObject({ id: z.uuid() }),
  z.strictObject({ value: z.string().max(128), memo: z.string().max(200).optional() }),
]);
/** A saved requisite's id, or typed-in details (checked against the payway and currency). */
export type WithdrawalRequisiteInput = z.infer<typeof withdrawalRequisiteSchema>;

export const withdrawalBodySchema = z
  .object({
    payway: z.enum(WITHDRAW_PAYWAYS),
    currency: currencyCode,
    /** What the recipient is sent, in whole units; the fee is charged on top. */
    amount: amountInput,
    /** Crypto only: the network to send on (ERC20, TRC20, TON…, or the coin's own chain: BTC). */
    network: networkCode.optional(),
    requisite: withdrawalRequisiteSchema,
    /** Keep typed-in details as a saved requisite (the same details saved before are reused). */
    save_requisite: z.boolean().optional(),
    requisite_name: z.string().trim().max(50).optional(),
    /**
     * A bank account's or card's holder: it must be the user's own name (spec 000 §5); without
     * it the payout goes in the name on record. Not taken for a crypto address.
     */
    beneficiary_name: z.string().max(100).optional(),
  })
  .superRefine((body, ctx) => {
    const kind = REQUISITE_KIND_OF_PAYWAY[body.payway];
    if (body.beneficiary_name !== undefined) {
      if (kind === 'address')
        ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['beneficiary_name'] });
      else {
        const name = personNameSchema.safeParse(body.beneficiary_name);
        if (!name.success)
          ctx.addIssue({
            code: 'custom',
            message: name.error.issues[0]?.message ?? 'validation.invalid',
            path: ['beneficiary_name'],
          });
      }
    }
    if ('id' in body.requisite) {
      // The saved requisite is checked against payway and network by the server.
      if (kind !== 'address' && body.network !== undefined)
        ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['network'] });
      if (kind === 'address' && body.network === undefined)
        ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['network'] });
      return;
    }
    checkRequisiteInput({ kind, ...body.requisite, network: body.network, currency: body.currency }, ctx, {
      value: ['requisite', 'value'],
      network: ['network'],
      memo: ['requisite', 'memo'],
    });
  });
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const createWithdrawal = defineEndpoint({
  id: 'createWithdrawal',
  method: 'POST',
  path: 'withdrawals',
  summary: 'Pays out from the balance to a card, a bank account or a crypto address (PAYOUT)',
  tag: 'withdrawals',
  bases: ALL_BASES,
  auth: 'user',
  keyAccess: { anyOf: ['read_withdrawals'], isAdvanced: true },
  isProfileScoped: true,
  isIdempotent: true,
  twoFactorScope: 'transfers',
  body: withdrawalBodySchema,
  response: z.object({
    transaction: transactionSchema,
    /** The saved requisite used or just saved; null for details typed in and not kept. */
    requisite: requisiteSchema.nullable(),
  }),
});
