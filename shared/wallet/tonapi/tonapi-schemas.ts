import { z } from 'zod';

/**
 * tonapi's answers as the wallet reads them (ton-local-chain.md "wire shapes"). Only the fields
 * the wallet uses are required; the rest pass through untouched. Integers arrive as JSON numbers
 * or strings (big ones are quoted by `parseTonApiJson`) and become bigint here.
 */
const integer = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform((value) => BigInt(value));

export const statusSchema = z.object({
  rest_online: z.boolean(),
  indexing_latency: z.number(),
  last_known_masterchain_seqno: z.number().optional(),
});

export const timeSchema = z.object({ time: z.number().int() });
export const seqnoSchema = z.object({ seqno: z.number().int().nonnegative() });
export const publicKeySchema = z.object({ public_key: z.string().regex(/^[0-9a-fA-F]{64}$/) });
export const stateInitSchema = z.object({ public_key: z.string(), address: z.string() });

export const accountSchema = z.object({
  address: z.string(),
  balance: integer,
  status: z.string(),
  last_activity: z.number().optional(),
  get_methods: z.array(z.string()).optional(),
  is_wallet: z.boolean().optional(),
  memo_required: z.boolean().optional(),
});

const jettonSchema = z.object({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  image: z.string().optional(),
  verification: z.string().optional(),
  score: z.number().optional(),
});

export const jettonBalancesSchema = z.object({
  balances: z.array(
    z.object({
      balance: integer,
      wallet_address: z.object({ address: z.string() }).passthrough(),
      jetton: jettonSchema,
      price: z.unknown().optional(),
    }),
  ),
});

export const ratesSchema = z.object({
  rates: z.record(z.string(), z.object({ prices: z.record(z.string(), z.number()).optional() })),
});

const accountAddressSchema = z
  .object({ address: z.string(), name: z.string().optional(), is_scam: z.boolean().optional() })
  .passthrough();

const jettonPreviewSchema = z
  .object({
    address: z.string(),
    name: z.string().optional(),
    symbol: z.string(),
    decimals: z.number().int(),
  })
  .passthrough();

export const actionSchema = z
  .object({
    type: z.string(),
    status: z.string(),
    TonTransfer: z
      .object({
        sender: accountAddressSchema,
        recipient: accountAddressSchema,
        amount: integer,
        comment: z.string().optional(),
      })
      .passthrough()
      .optional(),
    JettonTransfer: z
      .object({
        sender: accountAddressSchema.optional(),
        recipient: accountAddressSchema.optional(),
        senders_wallet: z.string().optional(),
        recipients_wallet: z.string().optional(),
        amount: integer,
        comment: z.string().optional(),
        jetton: jettonPreviewSchema,
      })
      .passthrough()
      .optional(),
    JettonMint: z
      .object({ recipient: accountAddressSchema, amount: integer, jetton: jettonPreviewSchema })
      .passthrough()
      .optional(),
    JettonBurn: z
      .object({ sender: accountAddressSchema, amount: integer, jetton: jettonPreviewSchema })
      .passthrough()
      .optional(),
    JettonSwap: z
      .object({
        user_wallet: accountAddressSchema,
        amount_in: z.string().optional(),
        amount_out: z.string().optional(),
        ton_in: integer.optional(),
        ton_out: integer.optional(),
        jetton_master_in: jettonPreviewSchema.optional(),
        jetton_master_out: jettonPreviewSchema.optional(),
      })
      .passthrough()
      .optional(),
    ContractDeploy: z
      .object({ address: z.string(), interfaces: z.array(z.string()).optional() })
      .passthrough()
      .optional(),
    SmartContractExec: z
      .object({
        executor: accountAddressSchema,
        contract: accountAddressSchema,
        ton_attached: integer,
        operation: z.string().optional(),
      })
      .passthrough()
      .optional(),
    simple_preview: z
      .object({
        name: z.string().optional(),
        description: z.string().optional(),
        value: z.string().optional(),
      })
      .passthrough()
      .optional(),
    base_transactions: z.array(z.string()).optional(),
  })
  .passthrough();

export const valueFlowSchema = z.object({
  account: accountAddressSchema,
  ton: integer,
  fees: integer,
  jettons: z
    .array(
      z
        .object({ account: accountAddressSchema.optional(), jetton: jettonPreviewSchema, quantity: integer })
        .passthrough(),
    )
    .optional(),
});

export const eventSchema = z
  .object({
    event_id: z.string(),
    timestamp: z.number().int(),
    actions: z.array(actionSchema),
    value_flow: z.array(valueFlowSchema).optional(),
    is_scam: z.boolean().optional(),
    lt: integer,
    in_progress: z.boolean(),
  })
  .passthrough();

export const accountEventSchema = z
  .object({
    event_id: z.string(),
    account: accountAddressSchema.optional(),
    timestamp: z.number().int(),
    actions: z.array(actionSchema),
    is_scam: z.boolean().optional(),
    lt: integer,
    in_progress: z.boolean(),
    extra: integer.optional(),
    /** Served by our local chain (its account events are whole events); tonapi gives `extra` instead. */
    value_flow: z.array(valueFlowSchema).optional(),
  })
  .passthrough();

export const accountEventsSchema = z.object({
  events: z.array(accountEventSchema),
  next_from: integer.optional(),
});

export const tonApiErrorSchema = z.object({ error: z.string(), code: z.string().optional() }).passthrough();

export type TonApiStatus = z.infer<typeof statusSchema>;
export type TonApiAccount = z.infer<typeof accountSchema>;
export type TonApiJettonBalance = z.infer<typeof jettonBalancesSchema>['balances'][number];
export type TonApiAction = z.infer<typeof actionSchema>;
export type TonApiEvent = z.infer<typeof eventSchema>;
export type TonApiAccountEvent = z.infer<typeof accountEventSchema>;
export type TonApiAccountEvents = z.infer<typeof accountEventsSchema>;
export type TonApiValueFlow = z.infer<typeof valueFlowSchema>;
