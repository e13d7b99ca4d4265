import type { MessageKey } from '@ferry/locales';
import { useEffect, useRef } from 'react';
import type { RefusalReason } from '../../../wallet/tonconnect/tonconnect-wallet';
import { useTranslate } from '../../i18n/use-translate';
import { notify } from '../../lib/notify';
import { usePlatform } from '../../platform-hooks/platform-context';
import { liveTonConnectServices } from './live-tonconnect-services';
import { useOptionalTonConnect } from './tonconnect-context';
import { useTonConnectSessions } from './use-tonconnect-sessions';

const REASONS: Record<RefusalReason, MessageKey> = {
  badRequest: 'wallet.tonconnect.request.reasons.badRequest',
  unknownApp: 'wallet.tonconnect.request.reasons.unknownApp',
  methodNotSupported: 'wallet.tonconnect.request.reasons.methodNotSupported',
  other: 'wallet.tonconnect.request.reasons.other',
};

/**
 * The bridge listener, app-wide while the signed-in account has connected dApps: the account's
 * TON Connect wallet listens (one stream for all its sessions), answers what it refuses and a
 * dApp's disconnect itself, and queues the rest for the user; this says so in a toast. Loaded
 * lazily by the host, so the TON code stays out of the first download.
 */
export function TonConnectListener() {
  const t = useTranslate();
  const { kind } = usePlatform();
  const provided = useOptionalTonConnect();
  const services = provided ?? liveTonConnectServices(kind);
  const { store } = useTonConnectSessions();
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (!store) return;
    const controller = new AbortController();
    services.walletFor(store).listen({
      signal: controller.signal,
      onNotice(notice) {
        const say = tRef.current;
        if (notice.kind === 'refused') {
          const reason = say(REASONS[notice.reason]);
          notify.warning(say('wallet.tonconnect.request.refusedToast', { name: notice.appName, reason }));
        } else {
          notify.info(say('wallet.tonconnect.request.disconnectedToast', { name: notice.appName }));
        }
      },
    });
    return () => controller.abort();
  }, [store, services]);

  return null;
}
