import { beginCell, type Cell, loadMessage, storeMessage } from '@ton/core';

/**
 * TEP-467 normalised hash of an external message (no source, import fee 0, no state init, body by
 * reference): the same for the first deploying message and any re-send, and the hash explorers
 * and our local chain index externals by.
 */
export function normalizedMessageHash(external: Cell): string {
  const message = loadMessage(external.beginParse());
  if (message.info.type !== 'external-in') throw new TypeError('not an external-in message');
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
  return normalized.hash().toString('hex');
}
