import { beginCell, Cell, loadMessage, storeMessage } from '@ton/core';
import { TonChainRejection } from './ton-chain';

function hex(buffer: Buffer): string {
  return buffer.toString('hex');
}

/** Parses a client's external message; anything else is a malformed request. */
export function parseExternal(boc: Buffer): Cell {
  let cell: Cell;
  try {
    const cells = Cell.fromBoc(boc);
    if (cells.length !== 1 || !cells[0]) throw new Error('one root cell expected');
    cell = cells[0];
    const message = loadMessage(cell.beginParse());
    if (message.info.type !== 'external-in') throw new Error('not an external-in message');
  } catch (error) {
    throw new TonChainRejection('MALFORMED', `not a valid external message: ${(error as Error).message}`);
  }
  return cell;
}

/** Both hashes a client may track an external by: as sent, and TEP-467 normalised. */
export function externalHashes(cell: Cell): string[] {
  const hashes = [hex(cell.hash())];
  try {
    const message = loadMessage(cell.beginParse());
    if (message.info.type === 'external-in') {
      const normalized = beginCell()
        .store(
          storeMessage(
            {
              info: { type: 'external-in', dest: message.info.dest, importFee: 0n },
              init: null,
              body: message.body,
            },
            { forceRef: true },
          ),
        )
        .endCell();
      const normalizedHash = hex(normalized.hash());
      if (normalizedHash !== hashes[0]) hashes.push(normalizedHash);
    }
  } catch {
    // the caller already checked the message parses
  }
  return hashes;
}

/** Accepts an id or message hash as hex or base64(url); answers lowercase hex. */
export function normalizeHash(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return trimmed.toLowerCase();
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes.toString('hex') : undefined;
}
