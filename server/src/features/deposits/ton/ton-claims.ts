import { randomBytes } from 'node:crypto';
import { type claimTonDepositBodySchema, tonDepositTxHash } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { Address } from '@ton/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../../db/schema';
import type { TonChain } from '../../../providers/ton-chain/ton-chain';
import { confirmDeposit, ensureDepositAddress, receiveCryptoTransfer } from '../crypto-deposits';
import { isSignedBy } from './claim-signature';
import { amountText, type RecordDeps } from './record-deposit';
import { TON_NETWORK } from './ton-chain-networks';
import type { TonDepositCurrency } from './ton-hot-wallets';

/** How long a claim text may be signed and sent back. */
export const CLAIM_CHALLENGE_TTL_MS = 10 * 60_000;
/** Wallet clocks drift: a signature may be this much older than its challenge. */
const CLOCK_SKEW_MS = 60_000;

export type ClaimBody = z.output<typeof claimTonDepositBodySchema>;

export interface ClaimDeps extends RecordDeps {
  chain: Pick<TonChain, 'getPublicKey'>;
  /** The host wallets must have signed for (Ferry's public URL's host). */
  domain: string;
  nowMs: () => number;
}

export function parseTonAddress(text: string, field: string): Address {
  try {
    return Address.parse(text);
  } catch {
    throw new DomainError('VALIDATION_ERROR', { field, reason: 'not_a_ton_address' });
  }
}

function parseTxHash(text: string): string {
  const parsed = tonDepositTxHash.safeParse(text);
  if (!parsed.success) throw new DomainError('NOT_FOUND', { field: 'txHash' });
  return parsed.data;
}

const friendly = (raw: string) => Address.parseRaw(raw).toString({ bounceable: false, testOnly: false });

/** The unclaimed deposits `sender` made, newest first. */
export async function unclaimedDepositsOf(db: Kysely<Schema>, senderText: string) {
  const sender = parseTonAddress(senderText, 'sender').toRawString();
  const rows = await db
    .selectFrom('ton_chain_deposits')
    .selectAll()
    .where('sender', '=', sender)
    .where('status', '=', 'unclaimed')
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.tx_hash,
    currency: row.currency,
    amount: amountText({ amountMinor: BigInt(row.amount), currency: row.currency }),
    sender: friendly(row.sender),
    comment: row.comment,
    created_at: row.created_at.toISOString(),
  }));
}

async function unclaimedDeposit(
  trx: Kysely<Schema>,
  txHashText: string,
  { isLocked }: { isLocked: boolean },
) {
  let query = trx.selectFrom('ton_chain_deposits').selectAll().where('tx_hash', '=', parseTxHash(txHashText));
  if (isLocked) query = query.forUpdate();
  const deposit = await query.executeTakeFirst();
  if (!deposit) throw new DomainError('NOT_FOUND', { field: 'txHash' });
  if (deposit.status !== 'unclaimed') throw new DomainError('CONFLICT_ERROR', { reason: 'already_claimed' });
  return deposit;
}

/** A fresh text for the deposit's sender to sign; the claim must come from the same profile. */
export async function createClaimChallenge(
  deps: Pick<ClaimDeps, 'nowMs'>,
  db: Kysely<Schema>,
  input: { profileId: string; txHash: string },
) {
  const deposit = await unclaimedDeposit(db, input.txHash, { isLocked: false });
  const nonce = randomBytes(12).toString('base64url');
  const text =
    `Ferry: I sent ${amountText({ amountMinor: BigInt(deposit.amount), currency: deposit.currency })} ` +
    `${deposit.currency} in TON transaction ${deposit.tx_hash} and claim it for my Ferry account. ` +
    `Code ${nonce}`;
  const expiresAt = new Date(deps.nowMs() + CLAIM_CHALLENGE_TTL_MS);
  const created = await db
    .insertInto('ton_claim_challenges')
    .values({ tx_hash: deposit.tx_hash, profile_id: input.profileId, text, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { challenge_id: created.id, text, expires_at: expiresAt.toISOString() };
}

const refuse = (reason: string) => new DomainError('PAYIN_VERIFICATION_ERROR', { reason });

/**
 * Credits an unclaimed deposit to the claimant, in the caller's transaction, once: the deposit row
 * is locked and leaves `unclaimed` for good. The signature must be the sending wallet's, checked
 * with the public key the chain's wallet contract answers (get_public_key), over the challenge's
 * exact text, for Ferry's domain, signed while the challenge was fresh. The claimed deposit then
 * follows the memo path: a PAYIN on the claimant's TON deposit address, credited by the ledger
 * once the chain has its confirmations (at once when it already has).
 */
export async function claimDeposit(
  deps: ClaimDeps,
  trx: Kysely<Schema>,
  input: { profileId: string; txHash: string; body: ClaimBody },
): Promise<string> {
  const { body } = input;
  const deposit = await unclaimedDeposit(trx, input.txHash, { isLocked: true });
  const challenge = await trx
    .selectFrom('ton_claim_challenges')
    .selectAll()
    .where('id', '=', body.challenge_id)
    .where('tx_hash', '=', deposit.tx_hash)
    .where('profile_id', '=', input.profileId)
    .executeTakeFirst();
  if (!challenge) throw new DomainError('NOT_FOUND', { field: 'challenge_id' });
  const nowMs = deps.nowMs();
  if (challenge.used_at !== null || challenge.expires_at.getTime() <= nowMs)
    throw new DomainError('ACCESS_DENIED', { reason: 'challenge_expired' });
  if (body.domain !== deps.domain) throw refuse('wrong_domain');
  const signedAtMs = body.timestamp * 1000;
  if (signedAtMs < challenge.created_at.getTime() - CLOCK_SKEW_MS || signedAtMs > nowMs + CLOCK_SKEW_MS)
    throw refuse('stale_signature');
  const address = parseTonAddress(body.address, 'address');
  if (address.toRawString() !== deposit.sender) throw refuse('not_the_sender');
  const publicKey = await deps.chain.getPublicKey(address);
  if (!publicKey) throw refuse('no_public_key');
  const signature = Buffer.from(body.signature, 'base64');
  const signed = {
    kind: body.kind,
    address,
    domain: body.domain,
    timestamp: body.timestamp,
    text: challenge.text,
  };
  if (!isSignedBy(signed, signature, Buffer.from(publicKey, 'hex'))) throw refuse('signature_invalid');

  const currency = deposit.currency as TonDepositCurrency;
  const target = await ensureDepositAddress(deps.deposits, trx, {
    profileId: input.profileId,
    currency,
    network: TON_NETWORK,
  });
  deps.heights.remember(deposit.tx_hash, Number(deposit.height));
  const received = await receiveCryptoTransfer(deps.deposits, trx, {
    network: TON_NETWORK,
    currency,
    address: target.address,
    memo: target.memo,
    amount: amountText({ amountMinor: BigInt(deposit.amount), currency }),
    txHash: deposit.tx_hash,
  });
  await trx
    .updateTable('ton_chain_deposits')
    .set({
      status: 'claimed',
      transaction_id: received.transactionId,
      claimed_by: input.profileId,
      claimed_at: new Date(nowMs),
    })
    .where('tx_hash', '=', deposit.tx_hash)
    .execute();
  await trx
    .updateTable('ton_claim_challenges')
    .set({ used_at: new Date(nowMs) })
    .where('id', '=', challenge.id)
    .execute();
  const pending = await trx
    .selectFrom('crypto_deposits')
    .select('id')
    .where('transaction_id', '=', received.transactionId)
    .executeTakeFirstOrThrow();
  await confirmDeposit(deps.deposits, trx, pending.id);
  return received.transactionId;
}
