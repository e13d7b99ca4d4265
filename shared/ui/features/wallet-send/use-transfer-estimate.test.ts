import { describe, expect, it } from 'vitest';
import { makeGaslessQuote } from '../../test/wallet-money-kit';
import type { TransferEstimate } from '../../wallet-ui/chain/wallet-chain';
import { quoteRefreshMs } from './use-transfer-estimate';

const NOW_MS = 1_764_288_000_000;
const withQuote = (validUntil: number): TransferEstimate => ({
  fee: 5_000_000n,
  tonAttached: 50_000_000n,
  gasless: makeGaslessQuote({ validUntil }),
});

describe('quoteRefreshMs: a relay quote is asked again before it runs out', () => {
  it.each([
    ['no quote: the fee’s own staleness rules', { fee: 1n, tonAttached: 0n, gasless: null }, false],
    ['no estimate yet', undefined, false],
    ['good for two minutes: asked again 5 s before', withQuote(NOW_MS / 1000 + 120), 115_000],
    ['about to run out: not sooner than 10 s', withQuote(NOW_MS / 1000 + 6), 10_000],
    [
      'already past (a clock ahead of the chain): not sooner than 10 s',
      withQuote(NOW_MS / 1000 - 60),
      10_000,
    ],
  ] as const)('%s', (_name, estimate, expected) => {
    expect(quoteRefreshMs(estimate, NOW_MS)).toBe(expected);
  });
});
