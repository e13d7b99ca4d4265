import { checkTonProof, createTonProofPayload, fetchTonConnectManifest } from '@ferry/shared/contracts';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { enforceRate, type RateRule } from '../../rate-limit/rate-limiter';
import { createBridgeRoutes } from './bridge.routes';
import { createBridgeHub } from './bridge-hub';
import { createBridgeMessagesRepo } from './bridge-messages.repo';
import { createDappFilesRoutes } from './dapp-files';
import { fetchManifest } from './manifest-fetch';
import { createDomainAllowlist, createTonProofService } from './ton-proof.service';
import { createTonconnectRetention } from './tonconnect-retention';

/** Checking a proof costs a signature verification; a sign-in needs one or two. */
const PROOF_CHECK_RULE: RateRule = { name: 'ton-proof-check', limit: 60, windowSeconds: 60 };

/**
 * TON Connect on our server: the HTTP bridge (`/bridge/events`, `/bridge/message`), the manifest
 * fetched for the wallet (`/tonconnect/manifest?url=`) and ton_proof for dApps signing people in.
 */
export function createTonconnectBridgeModule(context: ModuleContext): AppModule {
  const { config, db, logger } = context;
  const repo = createBridgeMessagesRepo(db);
  const isSandbox = config.providersMode === 'sandbox';
  const bridge = createBridgeRoutes({
    repo,
    hub: createBridgeHub(context.bus),
    rateLimiter: context.rateLimiter,
    nowMs: context.nowMs,
    messagesPerMinute: config.tonConnect.bridgeMessagesPerMinute,
    streamsPerMinute: config.tonConnect.bridgeStreamsPerMinute,
    onError: (error, what) => logger.error({ err: error, what }, 'tonconnect bridge'),
  });

  const manifest = defineRoute(fetchTonConnectManifest, async ({ c, query }) => {
    const answer = await fetchManifest(query.url, { outbound: context.outbound });
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    return answer;
  });

  const tonProof = createTonProofService({
    db,
    nowMs: context.nowMs,
    isDomainAllowed: createDomainAllowlist({
      publicUrl: config.publicUrl,
      domains: config.tonConnect.tonProofDomains,
      isSandbox,
    }),
  });

  return {
    routes: [
      defineRoute(createTonProofPayload, () => tonProof.issue()),
      defineRoute(checkTonProof, async ({ body, caller }) => {
        await enforceRate(context.rateLimiter, PROOF_CHECK_RULE, caller.ip ?? 'unknown');
        return tonProof.check(body);
      }),
      ...bridge.routes,
      manifest,
      // Ferry as a dApp (pay from your wallet): its manifest, wallets list and their icons.
      ...createDappFilesRoutes(config.publicUrl),
    ],
    workers: [createTonconnectRetention({ db, repo, nowMs: context.nowMs })],
    close: async () => bridge.closeStreams(),
  };
}
