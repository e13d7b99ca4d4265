import type { RequestOutcome } from '../../../wallet/tonconnect/tonconnect-wallet';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';

export type { RequestOutcome };

const TEXTS = {
  sent: ['wallet.tonconnect.request.sent.title', 'wallet.tonconnect.request.sent.description'],
  signed: ['wallet.tonconnect.request.signed.title', 'wallet.tonconnect.request.signed.description'],
  rejected: ['wallet.tonconnect.request.rejected.title', 'wallet.tonconnect.request.rejected.description'],
  expired: ['wallet.tonconnect.request.expired.title', 'wallet.tonconnect.request.expired.description'],
} as const;

/** After a request was answered: what the app was told, then Done (the next request, or back). */
export function RequestOutcomeView({
  outcome,
  appName,
  onDone,
}: {
  outcome: RequestOutcome;
  appName: string;
  onDone(): void;
}) {
  const t = useTranslate();
  const [title, description] = TEXTS[outcome];
  useMainButton({ text: t('wallet.tonconnect.request.done'), onClick: onDone });
  return (
    <StatePanel
      role={outcome === 'expired' ? 'alert' : 'status'}
      title={t(title)}
      description={t(description, { name: appName })}
    />
  );
}
