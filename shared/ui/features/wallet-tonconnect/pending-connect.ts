import type { TonConnectLinkRequest } from '../../../domain/start-param/tonconnect-link';

/**
 * A connect request waiting for the wallet screens, in the tab's session storage: the mini-app
 * keeps a start parameter's request here (`miniapp/src/start-route.ts`), and the connect screen
 * keeps its link here while the user first creates or imports a wallet.
 */
export const PENDING_TONCONNECT_KEY = 'ferry.messenger.tonconnect-request';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The pending request, or null (also for anything unreadable, which is dropped). */
export function readPendingConnect(): TonConnectLinkRequest | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(PENDING_TONCONNECT_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<TonConnectLinkRequest> | null;
    if (value && value.v === '2' && typeof value.id === 'string' && typeof value.ret === 'string')
      return { v: '2', id: value.id, r: value.r ?? null, ret: value.ret, traceId: value.traceId ?? null };
  } catch {
    // Falls through: an unreadable entry is cleared.
  }
  clearPendingConnect();
  return null;
}

export function keepPendingConnect(request: TonConnectLinkRequest): void {
  try {
    storage()?.setItem(PENDING_TONCONNECT_KEY, JSON.stringify(request));
  } catch {
    // Without storage the link is only lost after onboarding; the dApp can show it again.
  }
}

export function clearPendingConnect(): void {
  try {
    storage()?.removeItem(PENDING_TONCONNECT_KEY);
  } catch {
    // Nothing to clear.
  }
}
