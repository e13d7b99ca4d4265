import { MODE_SEGMENT, parseStartParam, readStartTarget, type StartTarget } from '@ferry/shared/domain';

/** The mini-app's own entry: the URL the bot's buttons and the `startapp` links open. */
const ENTRY_PATHS = new Set(['', '/', '/exchange']);

/** A TON Connect request that arrived before the app has a wallet screen to answer it. */
export const PENDING_TONCONNECT_KEY = 'ferry.messenger.tonconnect-request';
/** The start parameter already followed in this WebView session (a reload keeps its hash). */
export const FOLLOWED_START_PARAM_KEY = 'ferry.messenger.start-param-followed';

export interface LaunchStartParams {
  /** `start_param` inside the signed init data: what the server validates with the signature. */
  signed: string | null | undefined;
  /** `tgWebAppStartParam` of the URL: unsigned, a copy of the signed one. */
  unsigned: string | null | undefined;
}

/**
 * The start parameter to follow: the one inside the signed init data (the server checks its
 * signature when the app signs in, and attributes from it). The URL's copy is never followed on
 * its own: a different one is somebody else's edit of the URL.
 */
export function pickStartParam({ signed, unsigned }: LaunchStartParams): string | null {
  if (!signed) return null;
  if (unsigned && unsigned !== signed) return null;
  return signed;
}

/** Where inside the mini-app (below its basename) a start target opens; null stays on the entry. */
export function startTargetPath(target: StartTarget): string | null {
  if (target.screen === 'walletTransaction')
    return `/balances/web3-wallet/transaction-details/${encodeURIComponent(target.messageHash)}`;
  if (target.screen === 'chatPayment') return `/pay/${encodeURIComponent(target.chatPaymentId)}`;
  if (target.screen !== 'transaction') return null;
  return `/balances/${encodeURIComponent(target.transactionType)}/${encodeURIComponent(target.externalId)}`;
}

export interface StartRouteWindow {
  location: { pathname: string; search: string; hash: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Before the router starts: a launch on the mini-app's entry with a start parameter opens the
 * screen it points at. A transaction opens its page, a payment shared in a chat (`pay_<id>`) its
 * claim screen; a TON Connect request is kept
 * for the wallet (the app has no wallet screen yet, so the exchange opens); a referral or utm
 * link is the ordinary landing, whose sign-up carries the signed `start_param` to the server.
 * A later launch that already moved on, or a reload of a followed launch, is left where it is.
 */
export function followStartParam(win: StartRouteWindow, params: LaunchStartParams): StartTarget | null {
  const raw = pickStartParam(params);
  if (!raw) return null;
  const storage = safeStorage(win);
  if (storage?.getItem(FOLLOWED_START_PARAM_KEY) === raw) return null;
  const basename = `/${MODE_SEGMENT.messenger}`;
  const { pathname, search, hash } = win.location;
  if (!pathname.startsWith(basename) || !ENTRY_PATHS.has(pathname.slice(basename.length))) return null;

  const target = readStartTarget(parseStartParam(raw, { source: 'miniapp' }));
  storage?.setItem(FOLLOWED_START_PARAM_KEY, raw);
  if (target.screen === 'tonconnect')
    storage?.setItem(PENDING_TONCONNECT_KEY, JSON.stringify(target.request));
  const path = startTargetPath(target);
  // The hash carries the launch parameters the SDK reads again on a reload; it stays.
  if (path) win.history.replaceState(win.history.state, '', `${basename}${path}${search}${hash}`);
  return target;
}

function safeStorage(win: StartRouteWindow): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    const storage = win.sessionStorage;
    if (!storage) return null;
    return {
      getItem: (key) => {
        try {
          return storage.getItem(key);
        } catch {
          return null;
        }
      },
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          // A WebView that refuses storage still routes; it only cannot remember.
        }
      },
    };
  } catch {
    return null;
  }
}
