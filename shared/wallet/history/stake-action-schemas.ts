import { z } from 'zod';

/** Actions the generic schema passes through untyped; read here only for amount and parties. */
const integer = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform((value) => BigInt(value));
const party = z.object({ address: z.string() }).passthrough();

export const stakeActionSchemas = {
  Subscribe: z.object({ subscriber: party, beneficiary: party, amount: integer }).passthrough(),
  UnSubscribe: z.object({ subscriber: party, beneficiary: party }).passthrough(),
  AuctionBid: z
    .object({
      bidder: party,
      auction: party,
      amount: z.object({ value: z.string(), token_name: z.string() }).passthrough(),
    })
    .passthrough(),
  DepositStake: z.object({ staker: party, pool: party, amount: integer }).passthrough(),
  WithdrawStake: z.object({ staker: party, pool: party, amount: integer }).passthrough(),
  WithdrawStakeRequest: z.object({ staker: party, pool: party, amount: integer.optional() }).passthrough(),
  ElectionsRecoverStake: z.object({ staker: party, amount: integer }).passthrough(),
  ElectionsDepositStake: z.object({ staker: party, amount: integer }).passthrough(),
};
