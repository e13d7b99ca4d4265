import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { snapshotToSerializable } from '@ton/sandbox';
import type { TonEvent } from './ton-chain';

type SerializableSnapshot = ReturnType<typeof snapshotToSerializable>;

/** What survives a restart besides the contracts: height, chain time, our own addresses. */
export interface ChainState {
  version: 1;
  height: number;
  now: number;
  usdtMaster: string;
  faucet: string;
  snapshot: SerializableSnapshot;
}

/** One committed trace as kept in the event log (`events.jsonl`). */
export interface StoredEvent {
  height: number;
  event: TonEvent;
  accounts: string[];
  messageHashes: string[];
}

/**
 * The chain's files under `<DATA_DIR>/ton-chain/`: `state.json` (written to a temp file then
 * renamed, so a crash leaves the previous state whole) and the append-only `events.jsonl`. An
 * event is appended before the state that contains it is saved; on load, events above the
 * saved height belong to a state that never got saved and are dropped.
 */
export class ChainFiles {
  private readonly statePath: string;
  private readonly eventsPath: string;

  constructor(readonly dir: string) {
    this.statePath = path.join(dir, 'state.json');
    this.eventsPath = path.join(dir, 'events.jsonl');
  }

  async ensureDir(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async readState(): Promise<ChainState | undefined> {
    if (!existsSync(this.statePath)) return undefined;
    const state = JSON.parse(await readFile(this.statePath, 'utf8')) as ChainState;
    if (state.version !== 1) throw new Error(`unknown ton-chain state version ${String(state.version)}`);
    return state;
  }

  async writeState(state: ChainState): Promise<void> {
    const temp = `${this.statePath}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(state));
    await rename(temp, this.statePath);
  }

  async readEvents(maxHeight: number): Promise<StoredEvent[]> {
    if (!existsSync(this.eventsPath)) return [];
    const lines = (await readFile(this.eventsPath, 'utf8')).split('\n');
    const events: StoredEvent[] = [];
    let dropped = false;
    for (const line of lines) {
      if (!line.trim()) continue;
      let parsed: StoredEvent;
      try {
        parsed = JSON.parse(line) as StoredEvent;
      } catch {
        dropped = true; // a line cut short by a crash
        continue;
      }
      if (parsed.height > maxHeight) {
        dropped = true;
        continue;
      }
      events.push(parsed);
    }
    if (dropped) {
      const temp = `${this.eventsPath}.${process.pid}.tmp`;
      await writeFile(temp, events.map((event) => `${JSON.stringify(event)}\n`).join(''));
      await rename(temp, this.eventsPath);
    }
    return events;
  }

  async appendEvent(event: StoredEvent): Promise<void> {
    await appendFile(this.eventsPath, `${JSON.stringify(event)}\n`);
  }
}
