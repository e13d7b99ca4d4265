import type { TonConnectReturn } from '../../../domain/start-param/tonconnect-link';

/** What the connect screen does once the dApp has its answer (`ret` of the link). */
export type ReturnAction =
  /** Mini-app with `ret=back`: close, Telegram shows the chat or app the user came from. */
  | { kind: 'close' }
  /** Web with `ret=back`: the dApp is in another tab; say so. */
  | { kind: 'say-return' }
  /** `ret=none`: stay in Ferry. */
  | { kind: 'stay' }
  /** A link back: a "Return to the app" button that opens it through the platform. */
  | { kind: 'open'; url: string; isTelegram: boolean };

/** Decides what follows an answer; only https and tg links are ever opened (never javascript: / data:). */
export function returnActionFor(ret: TonConnectReturn, platformKind: string): ReturnAction {
  if (ret === 'none') return { kind: 'stay' };
  if (ret === 'back') return platformKind === 'browser' ? { kind: 'say-return' } : { kind: 'close' };
  let url: URL;
  try {
    url = new URL(ret);
  } catch {
    return { kind: 'stay' };
  }
  if (url.protocol === 'tg:') return { kind: 'open', url: url.href, isTelegram: true };
  if (url.protocol !== 'https:') return { kind: 'stay' };
  return { kind: 'open', url: url.href, isTelegram: url.hostname === 't.me' };
}
