/**
 * The router state a flow leaves on the transaction page when the person already said they sent
 * the money there ("I’ve sent the transfer" on the deposit's bank details): the page does not ask
 * a second time. Lost on reload, when asking again is harmless.
 */
export const TRANSFER_REPORTED_STATE = { hasReportedTransfer: true } as const;

export function hasReportedTransfer(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'hasReportedTransfer' in state &&
    state.hasReportedTransfer === true
  );
}
