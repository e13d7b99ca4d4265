import { registerWalletTransfer } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import { fetchConfigured } from '../../http/outbound/outbound';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import type { TonChainHandle } from '../../providers/ton-chain/ton-chain-handle';
import { rawOf } from './wallet-transfer-outcome';
import {
  createWalletTransferWatcher,
  type EventLookup,
  type WalletTransferWatcher,
} from './wallet-transfer-watcher';

/** The wallet's message lifetime (`MESSAGE_LIFETIME_SECONDS` in shared/wallet: valid_until = chain time + 3300 s). */
const MESSAGE_LIFETIME_MS = 3300_000;
/** Past the lifetime, how long a lagging indexer may still show the message. */
const EXPIRY_MARGIN_MS = 60_000;
/** Pending transfers one user may have followed at once (each costs lookups). */
const MAX_PENDING_PER_USER = 20;
const LOCAL_RECHECK_MS = 5_000;
/** Against a forwarded tonapi: each transfer at most every 10 s, at most 20 lookups per 5 s pass. */
const PROXY_RECHECK_MS = 10_000;
const PROXY_BATCH = 20;

export interface WalletTransfersModule extends AppModule {
  watcher: WalletTransferWatcher;
}

/**
 * Wallet transfers told by the bot: the app registers a published transfer's hash,
 * the server follows it on the chain (the local chain's committed traces and lookups, or the
 * forwarded tonapi's `events/{hash}`), and the outcome reaches the bot through the outbox.
 */
export function createWalletTransfersModule(ctx: ModuleContext): WalletTransfersModule {
  const handle = ctx.tonChain;
  const isProxy = handle.mode === 'proxy';
  const watcher = createWalletTransferWatcher({
    db: ctx.db,
    lookup: lookupFor(handle),
    logger: ctx.logger,
    nowMs: ctx.nowMs,
    recheckMs: isProxy ? PROXY_RECHECK_MS : LOCAL_RECHECK_MS,
    batchSize: isProxy ? PROXY_BATCH : 100,
  });

  // The local chain is opened only once somebody registers a transfer (or one is pending).
  let isListening = false;
  async function listenToChain(): Promise<void> {
    if (handle.mode !== 'local' || isListening) return;
    isListening = true;
    try {
      const chain = await handle.chain();
      chain.onCommitted((trace) => {
        if (trace.messageHashes.length > 0) watcher.enqueue(trace.messageHashes);
      });
    } catch (error) {
      isListening = false;
      throw error;
    }
  }

  async function statusOf(userId: string, messageHash: string) {
    const row = await ctx.db
      .selectFrom('wallet_transfers')
      .select('status')
      .where('user_id', '=', userId)
      .where('message_hash', '=', messageHash)
      .executeTakeFirst();
    return row?.status;
  }

  return {
    watcher,
    routes: [
      defineRoute(registerWalletTransfer, async (input) => {
        const { userId } = requireUser(input);
        if (handle.mode === 'off') throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_ton_chain' });
        const { body } = input;
        const address = rawOf(body.address);
        if (!address)
          throw new DomainError('VALIDATION_ERROR', {
            issues: [
              { path: 'address', code: 'custom', message: 'validation.invalid', key: 'validation.invalid' },
            ],
          });
        const now = ctx.nowMs();
        const existing = await statusOf(userId, body.message_hash);
        if (existing) return { message_hash: body.message_hash, status: existing };
        const pending = await ctx.db
          .selectFrom('wallet_transfers')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow();
        if (Number(pending.count) >= MAX_PENDING_PER_USER)
          throw new DomainError('TOO_MANY_REQUESTS', { reason: 'too_many_pending_wallet_transfers' });
        const inserted = await ctx.db
          .insertInto('wallet_transfers')
          .values({
            user_id: userId,
            message_hash: body.message_hash,
            address,
            amount: body.amount,
            symbol: body.symbol,
            decimals: body.decimals,
            expires_at: new Date(now + MESSAGE_LIFETIME_MS + EXPIRY_MARGIN_MS),
            next_check_at: new Date(now + (isProxy ? PROXY_RECHECK_MS : LOCAL_RECHECK_MS)),
            settled_at: null,
          })
          .onConflict((oc) => oc.columns(['user_id', 'message_hash']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          await listenToChain().catch((error: unknown) =>
            ctx.logger.warn({ err: error }, 'the local TON chain could not be opened for wallet transfers'),
          );
          // A local chain commits as it accepts the message: the trace may already be there.
          if (handle.mode === 'local') watcher.enqueue([body.message_hash]);
        }
        const status = (await statusOf(userId, body.message_hash)) ?? 'pending';
        return { message_hash: body.message_hash, status };
      }),
    ],
    workers: [
      {
        name: 'wallet-transfers',
        intervalMs: 5_000,
        async runOnce() {
          if (handle.mode === 'off') return 0;
          await watcher.idle();
          const due = await ctx.db
            .selectFrom('wallet_transfers')
            .select('id')
            .where('status', '=', 'pending')
            .limit(1)
            .executeTakeFirst();
          if (!due) return 0;
          await listenToChain();
          return watcher.check();
        },
      },
    ],
  };
}

function lookupFor(handle: TonChainHandle): EventLookup {
  if (handle.mode === 'proxy' && handle.tonapi) {
    const { url, key } = handle.tonapi;
    return async (messageHash) => {
      const response = await fetchConfigured(`${url}/v2/events/${messageHash}`, {
        headers: { Accept: 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
        timeoutMs: 10_000,
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`tonapi answered events/${messageHash} with HTTP ${response.status}`);
      return (await response.json()) as Awaited<ReturnType<EventLookup>>;
    };
  }
  return async (messageHash) => (await handle.chain()).getEvent(messageHash);
}
