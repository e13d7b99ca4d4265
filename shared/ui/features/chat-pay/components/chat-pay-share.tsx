import './chat-pay.css';
import type { ChatPaymentView, PrepareChatPaymentMessageResponse } from '@ferry/shared/contracts';
import { buildTelegramShareLink } from '@ferry/shared/domain';
import type { ShareMessageOutcome } from '@ferry/shared/platform';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { CopyRow } from '../../../components/copy-row';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { usePrepareChatPaymentMessage } from '../api/chat-pay-queries';
import { partyNameOf, useFormatCardMoney } from '../utils/chat-pay-text';

/** A prepared message that expires within this margin is prepared again before sharing. */
const PREPARED_MESSAGE_MARGIN_MS = 10_000;

type Unavailable = NonNullable<PrepareChatPaymentMessageResponse['unavailable_reason']>;

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
 * When the bot cannot prepare one (it cannot write to the creator, or did not answer), the card's
 * link goes through Telegram's link picker (`t.me/share/url`) instead, and the money stays held
 * for it. Elsewhere (the web, an old client): the device's share sheet where there is one,
 * Telegram's link picker, and the link to copy always.
 */
export function ChatPayShare({ payment, isJustCreated }: ChatPayShareProps) {
  const t = useTranslate();
  const money = useFormatCardMoney();
  const platform = usePlatform();
  const prepare = usePrepareChatPaymentMessage(payment.id);
  const [outcome, setOutcome] = useState<ShareMessageOutcome | null>(null);
  const [unavailable, setUnavailable] = useState<Unavailable | null>(null);
  const [isSharing, setSharing] = useState(false);
  const hasAutoShared = useRef(false);
  const link = payment.share_link;
  const canPick = platform.shareMessage !== null && unavailable === null;
  const isRequest = payment.kind === 'request';
  const amount = money(payment.amount, payment.currency);
  const name = partyNameOf(payment.creator.display_name, t);
  const shareText = t(isRequest ? 'chatPay.card.payHeadline' : 'chatPay.card.receiveHeadline', {
    amount,
    name,
  });

  /** A fresh prepared message's id, or why there is none (which turns the share to the link). */
  async function preparedId(isRenewed: boolean): Promise<string | null> {
    if (!isRenewed && isFresh(payment.prepared_message)) return payment.prepared_message.id;
    const answer = await prepare.mutateAsync();
    if (answer.prepared_message) return answer.prepared_message.id;
    setUnavailable(answer.unavailable_reason ?? 'bot_silent');
    return null;
  }

  async function shareInChat() {
    const shareMessage = platform.shareMessage;
    if (!shareMessage || isSharing) return;
    setSharing(true);
    try {
      let id = await preparedId(false);
      if (id === null) return;
      let result = await shareMessage(id);
      if (result === 'expired') {
        // Telegram keeps a prepared message for a while only: ask the bot for a new one, once.
        id = await preparedId(true);
        if (id === null) return;
        result = await shareMessage(id);
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

  function shareLinkInTelegram() {
    if (link) platform.openTelegramLink(buildTelegramShareLink(link, shareText));
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

  // Made a moment ago and not shared yet: "Share in a chat"; after a share, a reload or a return: "Share again".
  const pickLabel = isJustCreated && outcome !== 'sent' ? 'chatPay.share.inChat' : 'chatPay.share.again';
  const isTelegramLinkFirst = unavailable !== null && link !== null;
  useMainButton({
    text: t(canPick ? pickLabel : isTelegramLinkFirst ? 'chatPay.share.inTelegram' : 'chatPay.share.link'),
    onClick: () => {
      if (canPick) void shareInChat();
      else if (isTelegramLinkFirst) shareLinkInTelegram();
      else void shareLink();
    },
    isLoading: isSharing,
    isEnabled: !isSharing,
    isVisible: canPick || isTelegramLinkFirst || (platform.share !== null && link !== null),
  });

  // Without a link (no bot username set) nothing can share the card: only Cancel is left to offer.
  const unavailableKey =
    link === null
      ? 'chatPay.share.noLink'
      : unavailable === 'bot_unreachable'
        ? isRequest
          ? 'chatPay.share.botUnreachableRequest'
          : 'chatPay.share.botUnreachable'
        : 'chatPay.share.preparedMissing';
  return (
    <section className="ferry-chat-pay-share" aria-label={t('chatPay.share.linkLabel')}>
      {unavailable !== null ? (
        <p className="ferry-chat-pay-notice" role="alert" data-testid="chat-pay-share-unavailable">
          {t(unavailableKey)}
        </p>
      ) : null}
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
      {platform.shareMessage === null && link ? (
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
      {link && !canPick && !isTelegramLinkFirst ? (
        <Button size="m" mode="bezeled" stretched type="button" onClick={shareLinkInTelegram}>
          {t('chatPay.share.inTelegram')}
        </Button>
      ) : null}
    </section>
  );
}
