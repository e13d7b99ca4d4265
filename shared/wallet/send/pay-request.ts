import { Address, comment as commentCell } from '@ton/core';
import { JETTON_TRANSFER_TON_MIN } from './send-constants';
import { buildJettonTransferBody } from './transfer-messages';

/** The coins a person pays from their own TON wallet: TON itself and USD₮ on TON. */
export type PayCoin = 'TON' | 'USDT';

/** Smallest units per coin: nanotons (9) and USD₮'s 6 decimals. */
export const PAY_COIN_DECIMALS: Readonly<Record<PayCoin, number>> = { TON: 9, USDT: 6 };

/** What a dApp asks a wallet to sign (TON Connect `sendTransaction`): base64 payloads, nano amounts. */
export interface PayRequestMessage {
  address: string;
  amount: string;
  payload?: string;
}

export interface PayRequest {
  validUntil: number;
  messages: PayRequestMessage[];
}

export interface PayRequestInput {
  coin: PayCoin;
  /** Where the money goes: Ferry's deposit or order address, as the server gave it. */
  to: string;
  /** In the coin, a decimal ("12.5"). */
  amount: string;
  /** The memo that tells Ferry whose money it is; sent as a text comment. */
  memo: string | null;
  /** USDT: the payer's address (the unspent TON comes back to it) and its own jetton wallet. */
  payer?: { address: string; jettonWallet: string };
  validUntil: number;
  /** A number the payer's jetton wallet echoes back; any value, one per request. */
  queryId?: bigint;
}

/**
 * A decimal amount in the coin's smallest units; null for anything that is not a positive amount
 * with at most the coin's decimals ("1e3", "-1", "0", "1.0000000001" TON are all refused).
 */
export function toCoinUnits(amount: string, coin: PayCoin): bigint | null {
  const decimals = PAY_COIN_DECIMALS[coin];
  const match = /^(\d{1,15})(?:[.,](\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const units =
    BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return units > 0n ? units : null;
}

/** Wallets want user-friendly addresses in sendTransaction; a raw one is written friendly. */
function friendly(address: string, bounceable: boolean): string {
  if (Address.isFriendly(address)) return address;
  return Address.parse(address).toString({ bounceable });
}

/**
 * The transfer a person approves in their wallet, with everything filled in: TON goes straight to
 * the address with the memo as a text comment; USD₮ is a TEP-74 `transfer` sent to the payer's own
 * jetton wallet, which moves the jettons to the address and forwards the memo as the comment
 * Ferry's watcher reads. Throws RangeError for an amount `toCoinUnits` refuses.
 */
export function buildPayRequest(input: PayRequestInput): PayRequest {
  const units = toCoinUnits(input.amount, input.coin);
  if (units === null) throw new RangeError('amount_invalid');
  const memo = input.memo ?? undefined;
  if (input.coin === 'TON') {
    return {
      validUntil: input.validUntil,
      messages: [
        {
          address: friendly(input.to, false),
          amount: units.toString(),
          ...(memo ? { payload: commentCell(memo).toBoc().toString('base64') } : {}),
        },
      ],
    };
  }
  if (!input.payer) throw new RangeError('payer_required');
  const body = buildJettonTransferBody({
    sender: Address.parse(input.payer.address),
    recipient: Address.parse(input.to),
    jettonAmount: units,
    queryId: input.queryId ?? 0n,
    comment: memo,
  });
  return {
    validUntil: input.validUntil,
    messages: [
      {
        // The jetton wallet is a contract that must get the message back if it fails: bounceable.
        address: friendly(input.payer.jettonWallet, true),
        amount: JETTON_TRANSFER_TON_MIN.toString(),
        payload: body.toBoc().toString('base64'),
      },
    ],
  };
}
