import type { Transaction } from '@ton/core';

/** Whether the transaction failed: aborted code, skipped actions (a v5R1 overspend), or a bounce. */
export function transactionFailed(tx: Transaction): boolean {
  const d = tx.description;
  if (d.type !== 'generic') return false;
  if (d.computePhase.type === 'vm' && !d.computePhase.success) return true;
  if (d.computePhase.type === 'skipped') {
    // A plain transfer to an undeployed account is fine unless it bounced back.
    if (d.computePhase.reason !== 'no-state') return true;
    if (d.bouncePhase?.type === 'ok') return true;
  }
  if (d.actionPhase && (!d.actionPhase.success || d.actionPhase.skippedActions > 0)) return true;
  return false;
}

export function txHash(tx: Transaction): string {
  return tx.hash().toString('hex');
}

export function totalFees(tx: Transaction): bigint {
  return tx.totalFees.coins;
}

/** Balance after minus before for the transaction's account (fees included, as tonapi). */
export function balanceDelta(tx: Transaction): bigint {
  let delta = -totalFees(tx);
  const inInfo = tx.inMessage?.info;
  if (inInfo?.type === 'internal') delta += inInfo.value.coins;
  for (const out of tx.outMessages.values()) {
    if (out.info.type === 'internal') delta -= out.info.value.coins + out.info.forwardFee;
  }
  return delta;
}

export function deployedBy(tx: Transaction): boolean {
  return tx.oldStatus !== 'active' && tx.endStatus === 'active';
}
