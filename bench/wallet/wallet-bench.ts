import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatTextTable } from '../ledger/text-table';
import { runUnlockBench } from './unlock-bench';

/** The goal: unlocking costs at most 2.5× one bare PBKDF2-SHA256 at 600 000 rounds. */
const UNLOCK_RATIO_GOAL = 2.5;
const CHAIN_SCRIPT = 'bench:wallet-chain';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const runs = Math.max(1, Number.parseInt(values.runs ?? '9', 10) || 9);

const unlock = await runUnlockBench(runs);
const format = (ms: number) => ms.toFixed(1);
const print = (text: string) => process.stdout.write(`${text}\n`);
print(`Wallet unlock, ${runs} runs each (medians; runs alternate which side goes first)\n`);
print(
  formatTextTable(
    ['case', 'median ms', 'runs ms'],
    [
      [
        'unlock: KDF + decrypt + key pair + address',
        format(unlock.unlockMedianMs),
        unlock.unlockMs.map(format).join(' '),
      ],
      [
        'bare PBKDF2-HMAC-SHA256, 600 000 rounds',
        format(unlock.bareMedianMs),
        unlock.bareMs.map(format).join(' '),
      ],
    ],
  ),
);
print(`\nratio ${unlock.ratio.toFixed(2)}× (goal ≤ ${UNLOCK_RATIO_GOAL}×)\n`);

// The chain half (transfers per second on the local chain) belongs to the chain provider's bench.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootScripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }
).scripts;
let chain: 'ran' | 'failed' | 'missing' = 'missing';
if (rootScripts?.[CHAIN_SCRIPT]) {
  const result = spawnSync('pnpm', ['--silent', CHAIN_SCRIPT], { cwd: root, stdio: 'inherit' });
  chain = result.status === 0 ? 'ran' : 'failed';
} else {
  print(`${CHAIN_SCRIPT} is missing: the local chain's transfers per second were not measured.`);
}

print(
  JSON.stringify({
    unlock_median_ms: Number(unlock.unlockMedianMs.toFixed(1)),
    bare_pbkdf2_median_ms: Number(unlock.bareMedianMs.toFixed(1)),
    unlock_ratio: Number(unlock.ratio.toFixed(2)),
    goals: { unlock_ratio: UNLOCK_RATIO_GOAL },
    met: { unlock_ratio: unlock.ratio <= UNLOCK_RATIO_GOAL },
    chain,
  }),
);
if (chain === 'failed') process.exitCode = 1;
