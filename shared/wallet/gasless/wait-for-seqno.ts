import type { TrackResult } from '../send/track-message';
import type { TonApiClient } from '../tonapi/tonapi-client';

/**
 * Follows a relayed transfer by the wallet's seqno when the relay does not name its message
 * (tonapi's own relay answers the send with an empty body): the seqno moves past the signed one
 * only once the wallet ran the signed message.
 */
export async function waitForSeqno(
  tonApi: TonApiClient,
  walletRaw: string,
  signedSeqno: number,
  options: { deadlineMs: number; intervalMs?: number },
): Promise<TrackResult> {
  const intervalMs = options.intervalMs ?? 1000;
  for (;;) {
    const seqno = await tonApi.getSeqno(walletRaw).catch(() => signedSeqno);
    if (seqno > signedSeqno) return { outcome: 'confirmed' };
    if (Date.now() >= options.deadlineMs) return { outcome: 'expired' };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
