import type { Config } from '../../config/config';
import type { Logger } from '../../logging/logger';
import { createLocalTonChain } from './local-ton-chain';
import type { TonChain } from './ton-chain';

/**
 * How this instance answers for TON: `local` runs its own sandbox chain (sandbox providers and no
 * TONAPI_URL), `proxy` forwards to a real tonapi, `off` has neither (live without TONAPI_URL).
 */
export type TonChainMode = 'local' | 'proxy' | 'off';

export interface TonChainHandle {
  readonly mode: TonChainMode;
  /** Set in proxy mode. */
  readonly tonapi: { url: string; key: string | undefined } | undefined;
  /**
   * The local chain, opened on first use (opening costs ~0.5 s and reads `DATA_DIR/ton-chain`,
   * so instances that never touch TON never pay for it). Throws unless the mode is `local`.
   */
  chain(): Promise<TonChain>;
}

export function tonChainMode(config: Pick<Config, 'tonapi' | 'providersMode'>): TonChainMode {
  if (config.tonapi) return 'proxy';
  return config.providersMode === 'sandbox' ? 'local' : 'off';
}

export function createTonChainHandle(
  config: Pick<Config, 'tonapi' | 'providersMode' | 'dataDir'>,
  deps: { nowMs: () => number; logger?: Logger },
): TonChainHandle {
  const mode = tonChainMode(config);
  let opening: Promise<TonChain> | undefined;
  return {
    mode,
    tonapi: config.tonapi,
    chain() {
      if (mode !== 'local') return Promise.reject(new Error(`no local TON chain in ${mode} mode`));
      opening ??= createLocalTonChain({
        dataDir: config.dataDir,
        clock: deps.nowMs,
        ...(deps.logger ? { logger: deps.logger } : {}),
      }).catch((error: unknown) => {
        opening = undefined; // a later call may try again (e.g. a full disk was freed)
        throw error;
      });
      return opening;
    },
  };
}

/** A handle over an already open chain (tests, benches). */
export function tonChainHandleOf(chain: TonChain): TonChainHandle {
  return { mode: 'local', tonapi: undefined, chain: () => Promise.resolve(chain) };
}
