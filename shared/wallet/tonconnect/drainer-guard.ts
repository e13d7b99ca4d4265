import { Address } from '@ton/core';
import { JETTON_TRANSFER_OP } from '../send/send-constants';
import { readSingleRootBoc } from './boc';
import { toRaw } from './event-movements';
import { isKnownScamAddress } from './known-scam-addresses';
import { isLureComment } from './lure-words';
import type { AssetMovement, GuardFlag, RequestedMessage } from './tonconnect-api';

/** Sending at least this share of the TON balance to a never-used address is a sweep. */
export const SWEEP_SHARE_PERCENT = 50n;

/** Flags that make the screen ask for the typed word (locale key wallet.tonconnect.guard.typedWord). */
export const TYPED_CONFIRMATION_FLAGS: readonly GuardFlag[] = [
  'emulation-failed',
  'sweep-to-new-address',
  'lure-comment',
  'known-scam-address',
];

export const GUARD_TYPED_WORD_KEY = 'wallet.tonconnect.guard.typedWord';

export interface GuardFacts {
  walletRaw: string;
  messages: RequestedMessage[];
  /** What leaves the wallet (from the emulation, or the requested TON when it failed). */
  outgoing: AssetMovement[];
  incoming: AssetMovement[];
  /** null when the emulation failed. */
  comments: string[];
  isEmulationFailed: boolean;
  isScamMarked: boolean;
  counterparties: string[];
  /** null when unknown: then every outgoing amount counts as a sweep. */
  tonBalance: bigint | null;
  /** Jetton balances by slug; a missing slug reads as 0. */
  jettonBalances: ReadonlyMap<string, bigint>;
  /** Raw addresses the wallet sent to or received from before. */
  knownCounterparties: ReadonlySet<string>;
}

/** The drainer guard's verdict: flags in a fixed order, each at most once. */
export function guardFlags(facts: GuardFacts): GuardFlag[] {
  const flags = new Set<GuardFlag>();
  if (facts.isEmulationFailed) flags.add('emulation-failed');
  if (isSweep(facts)) flags.add('sweep-to-new-address');
  const comments = [...facts.comments, ...facts.messages.flatMap((message) => message.comment ?? [])];
  if (comments.some(isLureComment)) flags.add('lure-comment');
  const recipients = [...facts.messages.map((message) => message.to), ...facts.counterparties];
  if (facts.isScamMarked || recipients.some(isKnownScamAddress)) flags.add('known-scam-address');
  if ([...facts.outgoing, ...facts.incoming].some((movement) => movement.isUnverified))
    flags.add('unverified-jetton');
  if (facts.messages.some(isUnknownPayload)) flags.add('unknown-payload');
  const order: GuardFlag[] = [
    'emulation-failed',
    'known-scam-address',
    'sweep-to-new-address',
    'lure-comment',
    'unverified-jetton',
    'unknown-payload',
  ];
  return order.filter((flag) => flags.has(flag));
}

export function needsTypedConfirmation(flags: readonly GuardFlag[]): boolean {
  return flags.some((flag) => TYPED_CONFIRMATION_FLAGS.includes(flag));
}

/**
 * ≥ 50 % of the TON balance, or all of a jetton, going to addresses the wallet never dealt with:
 * what a drainer does, and rarely what a person means to do from a dApp.
 */
function isSweep(facts: GuardFacts): boolean {
  const isNew = (movement: AssetMovement) => {
    const raw = movement.counterparty === null ? null : toRaw(movement.counterparty);
    return raw !== null && raw !== facts.walletRaw && !facts.knownCounterparties.has(raw);
  };
  const toNew = facts.outgoing.filter(isNew);
  const tonToNew = toNew
    .filter((movement) => movement.slug === 'ton')
    .reduce((sum, movement) => sum + movement.amount, 0n);
  if (tonToNew > 0n) {
    const balance = facts.tonBalance ?? 0n;
    if (tonToNew * 100n >= balance * SWEEP_SHARE_PERCENT) return true;
  }
  const jettonToNew = new Map<string, bigint>();
  for (const movement of toNew) {
    if (movement.slug !== 'ton')
      jettonToNew.set(movement.slug, (jettonToNew.get(movement.slug) ?? 0n) + movement.amount);
  }
  for (const [slug, amount] of jettonToNew) {
    if (amount > 0n && amount >= (facts.jettonBalances.get(slug) ?? 0n)) return true;
  }
  return false;
}

/** A state init deploys a contract; a payload other than a comment or a TEP-74 transfer is opaque. */
function isUnknownPayload(message: RequestedMessage): boolean {
  if (message.stateInit !== null) return true;
  if (message.payload === null || message.comment !== null) return false;
  const cell = readSingleRootBoc(message.payload);
  if (cell === null) return true;
  try {
    const slice = cell.beginParse();
    if (slice.remainingBits === 0 && slice.remainingRefs === 0) return false;
    return slice.remainingBits < 32 || slice.loadUint(32) !== JETTON_TRANSFER_OP;
  } catch {
    return true;
  }
}

/** The raw form of the wallet, for comparisons. */
export function walletRawOf(rawAddress: string): string {
  return Address.parseRaw(rawAddress).toRawString();
}
