import { Address, Cell, loadMessage } from '@ton/core';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiEvent } from '../tonapi/tonapi-schemas';
import { normalizedMessageHash } from './message-hash';

/** v5R1's signed external request opcode ("sign"). */
const V5_SIGNED_EXTERNAL_OP = 0x7369676e;

/** The seqno a signed v5R1 external carries (after its opcode, wallet id and valid_until). */
export function seqnoOfExternal(external: Cell): number {
  const body = loadMessage(external.beginParse()).body.beginParse();
  if (body.loadUint(32) !== V5_SIGNED_EXTERNAL_OP) throw new TypeError('not a v5R1 signed external');
  body.loadUint(32); // wallet id
  body.loadUint(32); // valid_until
  return body.loadUint(32);
}

export interface MemoryChain {
  tonapi: TonApiClient;
  /** The wallet's seqno as the chain holds it now. */
  seqno(): number;
  /** Seqnos of the externals the chain was handed, in order. */
  published: number[];
  /** Normalised hashes of the externals that landed (the others were dropped for a stale seqno). */
  landed: string[];
}

/**
 * One deployed v5R1 wallet on a chain that, like the real one, accepts an external at once and
 * runs it a moment later (one "block", `blockMs`): a message whose seqno is no longer the wallet's
 * when it runs is dropped and never lands. So two transfers signed before either landed carry one
 * seqno and only one goes through — the race the transfer lock exists for.
 */
export function createMemoryChain(options: {
  wallet: string;
  balance: bigint;
  seqno: number;
  blockMs?: number;
}): MemoryChain {
  const wallet = Address.parse(options.wallet);
  const blockMs = options.blockMs ?? 30;
  let seqno = options.seqno;
  const published: number[] = [];
  const landed: string[] = [];
  const events = new Map<string, TonApiEvent>();
  const chainNow = () => Math.floor(Date.now() / 1000);

  const tonapi: Partial<TonApiClient> = {
    getTime: async () => chainNow(),
    getAccount: async (address) => ({
      address,
      balance: Address.parse(address).equals(wallet) ? options.balance : 0n,
      status: 'active',
    }),
    getSeqno: async () => seqno,
    sendMessage: async (hex) => {
      const external = Cell.fromBoc(Buffer.from(hex, 'hex'))[0] as Cell;
      const signed = seqnoOfExternal(external);
      published.push(signed);
      setTimeout(() => {
        // A v5R1 wallet refuses a seqno other than its own (exit code 133): nothing happens.
        if (signed !== seqno) return;
        seqno += 1;
        const hash = normalizedMessageHash(external);
        landed.push(hash);
        events.set(hash, {
          event_id: hash,
          timestamp: chainNow(),
          actions: [{ type: 'TonTransfer', status: 'ok' }],
          value_flow: [],
          lt: BigInt(landed.length),
          in_progress: false,
        } as unknown as TonApiEvent);
      }, blockMs);
    },
    findEvent: async (hash) => events.get(hash) ?? null,
  };
  return { tonapi: tonapi as TonApiClient, seqno: () => seqno, published, landed };
}
