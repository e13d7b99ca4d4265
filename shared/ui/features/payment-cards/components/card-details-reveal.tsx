import type { MessageKey } from '@ferry/locales';
import type { PaymentCard } from '@ferry/shared/contracts';
import { type CardState, cardDetailsRefusal } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { CancelButton } from '../../../components/dialog-buttons';
import { FormError } from '../../../components/form-error';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled } from '../../../lib/api-error-text';
import { useTheme } from '../../../platform-hooks/use-theme';
import { useCardDetailsToken } from '../api/payment-cards-queries';
import { useCardErrorText } from '../utils/use-card-error-text';

/**
 * The frame's address with the app's language and theme (the page reads `lang` and `theme`), so
 * it speaks as the app does and follows Telegram's theme rather than the system's; the token stays
 * in the fragment, out of every request line.
 */
export function framedUrl(iframeUrl: string, language: string, appearance: string): string {
  const url = new URL(iframeUrl);
  url.searchParams.set('lang', language);
  url.searchParams.set('theme', appearance);
  return url.toString();
}

/** The one line that says why a card's details are not offered, by its state. */
const HIDDEN_LINE: Readonly<Partial<Record<CardState, MessageKey>>> = {
  locked: 'cards.details.hiddenLocked',
  notActivated: 'cards.details.hiddenInactive',
  activating: 'cards.details.hiddenInactive',
  terminated: 'cards.details.hiddenTerminated',
};

/**
 * "Show card details" for a card that may show them (the server's own rule, which it checks again
 * when the token is minted and spent), or the line that says why not.
 */
export function CardDetailsReveal({ card }: { card: PaymentCard }) {
  const t = useTranslate();
  const refusal = cardDetailsRefusal(card.state);
  if (refusal) {
    return (
      <p className="ferry-card-note" data-testid="card-details-hidden">
        {t(HIDDEN_LINE[card.state] ?? refusal.key)}
      </p>
    );
  }
  return <CardDetailsButton cardId={card.id} />;
}

/**
 * "Show card details": asks for a single-use token (the 2FA card-details scope prompts for a code
 * when it is on, as every 2FA-scoped call does) and shows the number, expiry and CVV only inside
 * the card-details page on its own origin, embedded here; this app never holds the number.
 */
function CardDetailsButton({ cardId }: { cardId: string }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const { appearance } = useTheme();
  const errorText = useCardErrorText();
  const token = useCardDetailsToken(cardId);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function reveal() {
    setError(null);
    try {
      setFrameUrl(framedUrl((await token.mutateAsync()).iframe_url, language, appearance));
    } catch (failure) {
      if (!isTwoFactorCancelled(failure)) setError(errorText(failure));
    }
  }
  return (
    <>
      <Button mode="bezeled" size="m" stretched loading={token.isPending} onClick={() => void reveal()}>
        {t('cards.details.show')}
      </Button>
      <FormError message={error} />
      {frameUrl ? (
        <Dialog
          variant="sheet"
          title={t('cards.details.title')}
          description={t('cards.details.note')}
          onClose={() => setFrameUrl(null)}
          actions={
            <CancelButton onClick={() => setFrameUrl(null)} disabled={false} label={t('common.done')} />
          }
        >
          <iframe
            className="ferry-card-details-frame"
            src={frameUrl}
            title={t('cards.details.frameTitle')}
            // The page copies the number to the clipboard on request; nothing else of ours runs in it.
            allow="clipboard-write"
            referrerPolicy="no-referrer"
          />
        </Dialog>
      ) : null}
    </>
  );
}
