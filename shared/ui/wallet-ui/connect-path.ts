import type { TonConnectLinkRequest } from '../../domain/start-param/tonconnect-link';
import { WALLET_PATHS } from './wallet-paths';

/** Router state of an in-app opening (a pasted or scanned link): no page to check the origin of. */
export interface ConnectOpenState {
  isInApp: true;
}

/** The query of the connect screen for a request (what the dApp's link carried). */
export function connectQueryOf(request: TonConnectLinkRequest): string {
  const query = new URLSearchParams({ v: request.v, id: request.id });
  if (request.r) query.set('r', JSON.stringify(request.r));
  query.set('ret', request.ret);
  if (request.traceId) query.set('trace_id', request.traceId);
  return query.toString();
}

/** `/balances/web3-wallet/connect?…` for a request. */
export function connectPathFor(request: TonConnectLinkRequest): string {
  return `${WALLET_PATHS.connect}?${connectQueryOf(request)}`;
}
