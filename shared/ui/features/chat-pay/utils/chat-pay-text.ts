import type { Message } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';
import type { ChatPaymentView } from '@ferry/shared/contracts';
import { CHAT_PAYMENT_REFUSALS, type ChatPaymentRefusal, givenPartyName } from '@ferry/shared/domain';
import { useCallback } from 'react';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';

/**
 * A card party's name as the reader sees it: the one they gave, else "Ferry user" in the reader's
 * language (a card stores no name for a user without one).
 */
export function partyNameOf(name: string | null | undefined, t: ReturnType<typeof useTranslate>): string {
  return givenPartyName(name) ?? t('chatPay.unnamedUser');
}

/** Why a claim, payment or cancel was refused, as the server names it (`details.reason`). */
const ACTION_REFUSALS = [...CHAT_PAYMENT_REFUSALS, 'not_creator', 'wrong_kind'] as const;
type ActionRefusal = ChatPaymentRefusal | 'not_creator' | 'wrong_kind';

function refusalOf(error: unknown): ActionRefusal | null {
  if (!isApiError(error)) return null;
  const details = error.details as { reason?: unknown } | null | undefined;
  const reason = details?.reason;
  return (ACTION_REFUSALS as readonly unknown[]).includes(reason) ? (reason as ActionRefusal) : null;
}

/** The line a refusal reads as, naming the card's creator where it helps. */
export function refusalMessage(refusal: ActionRefusal, creatorName: string): Message {
  return { key: `chatPay.refusal.${refusal}`, params: { name: creatorName } };
}

/** `(error) => text`: a card's refusal in its own words, any other failure as the app says it. */
export function useChatPayErrorText(payment: Pick<ChatPaymentView, 'creator'> | undefined) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const name = payment ? partyNameOf(payment.creator.display_name, t) : '';
  return useCallback(
    (error: unknown) => {
      const refusal = refusalOf(error);
      if (!refusal) return errorText(error);
      const message = refusalMessage(refusal, name);
      return t(message.key, message.params);
    },
    [t, errorText, name],
  );
}

/** "10.00 USDT" / "€15.00" in the reader's locale. */
export function useFormatCardMoney() {
  const { language } = useLanguage();
  return useCallback(
    (amount: string, currency: string) => formatApiMoney(amount, currency, language),
    [language],
  );
}

/** A date the way the card's lines say it ("12 December 2026"). */
export function useFormatCardDate() {
  const { language } = useLanguage();
  return useCallback(
    (iso: string | null) => {
      if (!iso) return '';
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(
        date,
      );
    },
    [language],
  );
}
