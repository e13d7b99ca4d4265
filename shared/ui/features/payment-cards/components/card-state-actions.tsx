import type { PaymentCard } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { ActionButton, CancelButton } from '../../../components/dialog-buttons';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useChangePaymentCardState } from '../api/payment-cards-queries';
import { useCardErrorText } from '../utils/use-card-error-text';

/**
 * Terminating is final, so the user types the card's last four digits to confirm it: a tap by
 * mistake cannot close a card.
 */
function TerminateDialog({ card, onClose }: { card: PaymentCard; onClose(): void }) {
  const t = useTranslate();
  const errorText = useCardErrorText();
  const change = useChangePaymentCardState(card.id);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isMatch = typed.trim() === card.last4;
  async function confirm() {
    setError(null);
    try {
      await change.mutateAsync({ action: 'terminate', confirmation: typed.trim() });
      notify.success(t('cards.state.terminated'));
      onClose();
    } catch (failure) {
      if (!isTwoFactorCancelled(failure)) setError(errorText(failure));
    }
  }
  return (
    <Dialog
      role="alertdialog"
      title={t('cards.state.terminateTitle')}
      description={t('cards.state.terminateDescription', { last4: card.last4 })}
      onClose={() => {
        if (!change.isPending) onClose();
      }}
      actions={
        <>
          <CancelButton onClick={onClose} disabled={change.isPending} />
          <ActionButton
            className="ferry-destructive-button"
            isBusy={change.isPending}
            isDisabled={!isMatch}
            onClick={() => void confirm()}
          >
            {t('cards.state.terminate')}
          </ActionButton>
        </>
      }
    >
      <TextField
        label={t('cards.state.terminateLabel')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <FormError message={error} />
    </Dialog>
  );
}

/** Lock and unlock (a locked card declines every spend), and terminate behind its typed confirmation. */
export function CardStateActions({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const errorText = useCardErrorText();
  const change = useChangePaymentCardState(card.id);
  const [isTerminating, setIsTerminating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (card.state === 'terminated') {
    return <p className="ferry-card-note">{t('cards.state.terminatedNote')}</p>;
  }
  const canLock = card.state === 'active' || card.state === 'unlocked';
  const canUnlock = card.state === 'locked';
  async function run(action: 'lock' | 'unlock') {
    setError(null);
    try {
      await change.mutateAsync({ action });
      notify.success(t(action === 'lock' ? 'errors.card.locked' : 'errors.card.unlocked'));
    } catch (failure) {
      if (!isTwoFactorCancelled(failure)) setError(errorText(failure));
    }
  }
  return (
    <section className="ferry-card-section" aria-labelledby="ferry-card-state-title">
      <h2 id="ferry-card-state-title" className="ferry-card-section-title">
        {t('cards.state.title')}
      </h2>
      <div className="ferry-card-actions">
        {canLock ? (
          <Button mode="bezeled" size="m" loading={change.isPending} onClick={() => void run('lock')}>
            {t('cards.state.lock')}
          </Button>
        ) : null}
        {canUnlock ? (
          <Button mode="bezeled" size="m" loading={change.isPending} onClick={() => void run('unlock')}>
            {t('cards.state.unlock')}
          </Button>
        ) : null}
        <Button
          mode="gray"
          size="m"
          className="ferry-destructive-button"
          onClick={() => setIsTerminating(true)}
        >
          {t('cards.state.terminate')}
        </Button>
      </div>
      {!canLock && !canUnlock ? <p className="ferry-card-note">{t('cards.state.notActiveNote')}</p> : null}
      <FormError message={error} />
      {isTerminating ? <TerminateDialog card={card} onClose={() => setIsTerminating(false)} /> : null}
    </section>
  );
}
