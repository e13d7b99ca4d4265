/**
 * The TON payment link for receiving: `ton://transfer/<address>`, with `jetton=<master>` when a
 * jetton is asked for, so any TON wallet that scans it opens a transfer of the right token.
 */
export function transferLink(address: string, jettonMaster: string | null = null): string {
  const link = `ton://transfer/${address}`;
  return jettonMaster ? `${link}?jetton=${encodeURIComponent(jettonMaster)}` : link;
}
