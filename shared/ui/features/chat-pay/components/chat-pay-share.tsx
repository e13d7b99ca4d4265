import './chat-pay.css';
import type { ChatPaymentView } from '@ferry/shared/contracts';
import type { ShareMessageOutcome } from '@ferry/shared/platform';
import { useEffect, useRef, useState } from 'react';
import { CopyRow } from '../../../components/copy-row';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { usePrepareChatPaymentMessage } from '../api/chat-pay-queries';

/** A prepared message that expires within this margin is prepared again before sharing. */
const PREPARED_MESSAGE_MARGIN_MS = 10_000;

function isFresh(prepared: ChatPaymentView['prepared_message']): prepared is NonNullable<typeof prepared> {
  return prepared !== null && Date.parse(prepared.expires_at) - Date.now() > PREPARED_MESSAGE_MARGIN_MS;
}

interface ChatPayShareProps {
  payment: ChatPaymentView;
  /** Open the chat picker at once (the card was made a moment ago). */
  isJustCreated: boolean;
}

/**
 * How a waiting card reaches a chat. In the mini-app: Telegram's chat picker with the message the
 * bot prepared (`shareMessage`); a message that expired is prepared again and shared once more.
 * Elsewhere (the web, an old client): the device's share sheet where there is one, and the
 * link to copy always.
 */
export function ChatPayShare({ payment, isJustCreated }: ChatPayShareProps) {
  const t = useTranslate();
  const platform = usePlatform();
  const prepare = usePrepareChatPaymentMessage(payment.id);
  const [outcome, setOutcome] = useState<ShareMessageOutcome | null>(null);
  const [isSharing, setSharing] = useState(false);
  const hasAutoShared = useRef(false);
  const link = payment.share_link;
  const canPick = platform.shareMessage !== null;
  const isRequest = payment.kind === 'request';

  async function shareInChat() {
    const shareMessage = platform.shareMessage;
    if (!shareMessage || isSharing) return;
    setSharing(true);
    try {
      let prepared = isFresh(payment.prepared_message)
        ? payment.prepared_message
        : (await prepare.mutateAsync()).prepared_message;
      let result: ShareMessageOutcome = prepared ? await shareMessage(prepared.id) : 'failed';
      if (result === 'expired') {
        // Telegram keeps a prepared message for a while only: ask the bot for a new one, once.
        prepared = (await prepare.mutateAsync()).prepared_message;
        result = prepared ? await shareMessage(prepared.id) : 'failed';
      }
      setOutcome(result);
      if (result === 'sent') {
        platform.haptics.notificationOccurred('success');
        notify.success(t(isRequest ? 'chatPay.share.sentRequest' : 'chatPay.share.sent'));
      }
    } catch {
      setOutcome('failed');
    } finally {
      setSharing(false);
    }
  }

  async function shareLink() {
    if (!link) return;
    await platform.share?.({ url: link, title: t('chatPay.title') });
  }

  // Just made in the mini-app: the picker opens by itself, the creator only picks the chat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render after creation
  useEffect(() => {
    if (!isJustCreated || !canPick || hasAutoShared.current) return;
    hasAutoShared.current = true;
    void shareInChat();
  }, [isJustCreated, canPick]);

  useMainButton({
    text: t(canPick ? 'chatPay.share.inChat' : 'chatPay.share.link'),
    onClick: () => void (canPick ? shareInChat() : shareLink()),
    isLoading: isSharing,
    isEnabled: !isSharing,
    isVisible: canPick || (platform.share !== null && link !== null),
  });

  return (
    <section className="ferry-chat-pay-share" aria-label={t('chatPay.share.linkLabel')}>
      {outcome === 'declined' ? (
        <p className="ferry-chat-pay-fine" role="status">
          {t('chatPay.share.declined')}
        </p>
      ) : null}
      {outcome === 'failed' ? (
        <p className="ferry-chat-pay-fine" role="alert">
          {t('chatPay.share.failed')}
        </p>
      ) : null}
      {!canPick && link ? (
        <p className="ferry-chat-pay-fine">
          {t(isRequest ? 'chatPay.share.webHintRequest' : 'chatPay.share.webHint')}
        </p>
      ) : null}
      {link ? (
        <CopyRow
          value={<span className="ferry-chat-pay-link">{link}</span>}
          copyValue={link}
          label={t('chatPay.share.copyLink')}
        />
      ) : null}
    </section>
  );
}
