import { Address } from '@ton/core';
import { readComment, readSingleRootBoc } from './boc';
import type { ConnectedWallet, RequestedMessage } from './tonconnect-api';
import { isStillValid, readValidUntil } from './valid-until';
import { maxMessagesFor, TONCONNECT_NETWORK } from './wallet-features';

/** The largest Grams value a message can carry (VarUInteger 16: 15 bytes). */
const MAX_COINS = (1n << 120n) - 1n;

export type CheckedTransaction =
  | { ok: true; validUntil: number; messages: RequestedMessage[] }
  | { ok: false; message: string };

/**
 * The security checklist of a sendTransaction before anyone sees it (docs/decisions.md
 * "TON Connect wallet core"): right network, our own address as `from`, a valid_until still
 * ahead, 1..maxMessages messages, amounts as decimal strings, parseable addresses, and
 * single-root payload / stateInit BoCs. Each failure says what is wrong, for the dApp's developer.
 */
export function checkSendTransaction(
  params: unknown,
  wallet: ConnectedWallet,
  nowMs: number,
): CheckedTransaction {
  if (!isRecord(params)) return refuse('The request is not an object');
  if (params.network !== undefined && params.network !== TONCONNECT_NETWORK) {
    return refuse(
      `Wrong network ${String(params.network)}: this wallet is on mainnet (${TONCONNECT_NETWORK})`,
    );
  }
  if (params.from !== undefined && !isSameAddress(params.from, wallet.rawAddress)) {
    return refuse('The request is for another wallet (from differs from the connected account)');
  }
  if (params.valid_until === undefined || params.valid_until === null)
    return refuse('valid_until is missing');
  const validUntil = readValidUntil(params.valid_until);
  if (validUntil === null) return refuse('valid_until is malformed');
  if (!isStillValid(validUntil, nowMs)) return refuse('The request has expired (valid_until has passed)');
  const raw = params.messages;
  const maxMessages = maxMessagesFor(wallet.version);
  if (!Array.isArray(raw) || raw.length === 0) return refuse('The request has no messages');
  if (raw.length > maxMessages) {
    return refuse(`Too many messages: ${raw.length}, this wallet sends at most ${maxMessages} at once`);
  }
  const messages: RequestedMessage[] = [];
  for (const [index, entry] of raw.entries()) {
    const checked = checkMessage(entry);
    if (typeof checked === 'string') return refuse(`Message ${index}: ${checked}`);
    messages.push(checked);
  }
  return { ok: true, validUntil, messages };
}

function checkMessage(entry: unknown): RequestedMessage | string {
  if (!isRecord(entry)) return 'not an object';
  const target = parseTarget(entry.address);
  if (target === null) return 'the address does not parse';
  if (typeof entry.amount !== 'string' || !/^\d+$/.test(entry.amount))
    return 'the amount must be a decimal string';
  const amount = BigInt(entry.amount);
  if (amount > MAX_COINS) return 'the amount is too large';
  const extra = entry.extra_currency;
  if (isRecord(extra) && Object.keys(extra).length > 0) return 'extra currencies are not supported';
  const payload = readOptionalBoc(entry.payload);
  if (payload === undefined) return 'the payload is not a single-root BoC';
  const stateInit = readOptionalBoc(entry.stateInit);
  if (stateInit === undefined) return 'the stateInit is not a single-root BoC';
  const payloadCell = payload === null ? null : readSingleRootBoc(payload);
  return {
    address: entry.address as string,
    to: target.address.toRawString(),
    bounce: target.bounce,
    amount,
    payload,
    stateInit,
    comment: payloadCell === null ? null : readComment(payloadCell),
  };
}

/** null: absent; undefined: present but not one cell. */
function readOptionalBoc(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  return readSingleRootBoc(value) === null ? undefined : (value as string);
}

/** The friendly form's bounceable flag decides the bounce; a raw address bounces. */
function parseTarget(value: unknown): { address: Address; bounce: boolean } | null {
  if (typeof value !== 'string') return null;
  try {
    if (Address.isRaw(value)) return { address: Address.parseRaw(value), bounce: true };
    const friendly = Address.parseFriendly(value);
    // A testnet-only address in a mainnet request is a mistake at best.
    if (friendly.isTestOnly) return null;
    return { address: friendly.address, bounce: friendly.isBounceable };
  } catch {
    return null;
  }
}

export function isSameAddress(value: unknown, rawAddress: string): boolean {
  if (typeof value !== 'string') return false;
  try {
    return Address.parse(value).equals(Address.parseRaw(rawAddress));
  } catch {
    return false;
  }
}

function refuse(message: string): CheckedTransaction {
  return { ok: false, message };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
