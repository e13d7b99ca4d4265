import type { MessageKey } from '@ferry/locales';
import { useEffect, useRef } from 'react';
import { type IncomingRequest, TONCONNECT_ERROR } from '../../../../wallet/tonconnect/tonconnect-api';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform/platform-context';
import { liveTonConnectServices } from './live-tonconnect-services';
import { useRequestQueue } from './request-queue-store';
import { useOptionalTonConnect } from './tonconnect-context';
import { useTonConnectSessions } from './use-tonconnect-sessions';

const REASONS: Partial<Record<number, MessageKey>> = {
  [TONCONNECT_ERROR.badRequest]: 'wallet.tonconnect.request.reasons.badRequest',
  [TONCONNECT_ERROR.unknownApp]: 'wallet.tonconnect.request.reasons.unknownApp',
  [TONCONNECT_ERROR.methodNotSupported]: 'wallet.tonconnect.request.reasons.methodNotSupported',
};

/**
 * The bridge listener, app-wide while the signed-in account has connected dApps: one stream for
 * all its sessions (`listenToApps`). Requests the core refuses are answered at once and shown as
 * a toast saying why; a dApp's disconnect is accepted; the rest wait in the queue for the user.
 * Loaded lazily by the host, so the TON code stays out of the first download.
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
    const sessions = store;
    const controller = new AbortController();
    const { env } = services;
    const appName = (sessionId: string) => sessions.get(sessionId)?.manifest.name ?? '';

    async function onIncoming(incoming: IncomingRequest) {
      const say = tRef.current;
      if (incoming.status === 'ignored') return;
      if (incoming.status === 'refused') {
        const name = appName(incoming.sessionId);
        try {
          await services.answerError({ store: sessions, ...incoming, env });
        } finally {
          const reason = say(REASONS[incoming.code] ?? 'wallet.tonconnect.request.reasons.other');
          notify.warning(say('wallet.tonconnect.request.refusedToast', { name, reason }));
        }
        return;
      }
      const { request } = incoming;
      if (request.kind === 'disconnect') {
        const name = appName(request.sessionId);
        await services.acceptDisconnect({ store: sessions, request, env }).catch(() => undefined);
        useRequestQueue.getState().removeSession(request.sessionId);
        notify.info(say('wallet.tonconnect.request.disconnectedToast', { name }));
        return;
      }
      useRequestQueue.getState().push(request);
    }

    services.listenToApps({
      store: sessions,
      env,
      signal: controller.signal,
      onIncoming: (incoming) => void onIncoming(incoming).catch(() => undefined),
    });
    return () => controller.abort();
  }, [store, services]);

  return null;
}
