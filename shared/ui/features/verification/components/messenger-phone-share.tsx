import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useVerification } from '../api/verification-queries';
import './verification.css';

/** How often the page asks whether the bot has received the contact. */
const POLL_MS = 2000;

type Stage = 'ask' | 'waiting' | 'declined';

interface MessengerPhoneShareProps {
  onUseSms(): void;
  onDone(): void;
}

/**
 * The phone step inside Telegram: the user shares their account's number, Telegram sends the
 * contact to the bot (the only place the server trusts it from), and the page waits for the step
 * to complete. Outside Telegram, or when the user declines, SMS is the way on.
 */
export function MessengerPhoneShare({ onUseSms, onDone }: MessengerPhoneShareProps) {
  const t = useTranslate();
  const platform = usePlatform();
  const [stage, setStage] = useState<Stage>('ask');
  const verification = useVerification({ refetchInterval: stage === 'waiting' ? POLL_MS : false });
  const isVerified = verification.data?.steps.some(
    (step) => step.kind === 'PHONE' && step.status === 'COMPLETED',
  );
  const requestContact = platform.requestContact;

  async function share() {
    if (!requestContact) return;
    const contact = await requestContact().catch(() => null);
    setStage(contact ? 'waiting' : 'declined');
  }

  useMainButton({
    text: isVerified ? t('verification.done') : t('verification.messenger.share'),
    onClick: () => (isVerified ? onDone() : void share()),
    isVisible: isVerified === true || (requestContact !== null && stage !== 'waiting'),
  });

  if (isVerified)
    return (
      <StatePanel
        role="status"
        title={t('verification.phone.done')}
        description={t('verification.phone.doneDescription')}
      />
    );
  const smsWay = (
    <Button mode="plain" size="m" stretched onClick={onUseSms}>
      {t('verification.messenger.smsWay')}
    </Button>
  );
  if (!requestContact) {
    return (
      <StatePanel
        title={t('verification.messenger.title')}
        description={t('verification.messenger.unavailable')}
        action={smsWay}
      />
    );
  }
  if (stage === 'waiting') {
    // The bot may refuse the number (its region, an anonymous one) and say so in the chat: SMS stays a way on.
    return (
      <section className="ferry-verification-step" aria-label={t('verification.messenger.title')}>
        <LoadingState label={t('verification.messenger.waiting')} />
        {smsWay}
      </section>
    );
  }
  return (
    <section className="ferry-verification-step" aria-label={t('verification.messenger.title')}>
      <p className="ferry-verification-note">{t('verification.messenger.intro')}</p>
      {stage === 'declined' ? <FormError message={t('verification.messenger.declined')} /> : null}
      {smsWay}
    </section>
  );
}
