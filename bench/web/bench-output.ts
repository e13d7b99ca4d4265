import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

export const write = (line = '') => process.stdout.write(`${line}\n`);

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// Rounded to centiseconds first, so a median of 6 255 ms reads 6.26 s like the run it came from.
export const seconds = (ms: number) => `${(Math.round(ms / 10) / 100).toFixed(2)} s`;

/**
 * The machine's load as `uptime` prints it (load averages over 1, 5 and 15 minutes), with the
 * clock and the CPU count: figures from a shared machine mean little without it.
 */
export function machineLoad(): string {
  const loads = loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
  const at = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${at} UTC, load average ${loads} on ${availableParallelism()} CPUs`;
}

/** Prints the machine's load, and `uptime`'s own line where the command exists. */
export function printMachineLoad(): void {
  write(machineLoad());
  try {
    write(`uptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  } catch {
    // No uptime here; the line above says the same.
  }
}
