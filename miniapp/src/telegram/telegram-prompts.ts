import type {
  ConfirmOptions,
  PopupControl,
  QrScanOptions,
  SharedContact,
  ShareMessageOutcome,
} from '@ferry/shared/platform';
import {
  popup,
  qrScanner,
  requestContactComplete,
  requestWriteAccess,
  shareMessage,
} from '@telegram-apps/sdk-react';

const CONFIRM_ID = 'confirm';

/** Telegram's popup (6.2+) for confirmations, or null where the page draws its own dialog. */
export function createTelegramPopup(): PopupControl | null {
  if (!popup.show.isAvailable()) return null;
  // One popup at a time: asking the same while it is open (a re-rendered screen) shares its answer.
  let open: { message: string; answer: Promise<boolean> } | null = null;
  async function ask({ title, message, confirmLabel, cancelLabel, isDestructive }: ConfirmOptions) {
    try {
      const chosen = await popup.show({
        ...(title ? { title } : {}),
        message,
        buttons: [
          { id: 'cancel', type: 'default', text: cancelLabel },
          { id: CONFIRM_ID, type: isDestructive ? 'destructive' : 'default', text: confirmLabel },
        ],
      });
      return chosen === CONFIRM_ID;
    } catch {
      return false;
    }
  }
  return {
    confirm(options) {
      if (open?.message === options.message) return open.answer;
      const answer = ask(options).finally(() => {
        if (open?.answer === answer) open = null;
      });
      open = { message: options.message, answer };
      return answer;
    },
  };
}

/** The QR scanner (6.4+): stays open until a code the caller accepts, or until closed. */
export function createTelegramQrScanner(): ((options: QrScanOptions) => Promise<string | null>) | null {
  if (!qrScanner.open.isAvailable()) return null;
  return async ({ text, accept }) => {
    try {
      const scanned = await qrScanner.open({ ...(text ? { text } : {}), capture: accept });
      return scanned ?? null;
    } catch {
      return null;
    }
  };
}

/** The user's Telegram phone number, shared on their say-so (6.9+), with Telegram's signed answer. */
export function createTelegramContactRequest(): (() => Promise<SharedContact | null>) | null {
  if (!requestContactComplete.isAvailable()) return null;
  return async () => {
    try {
      const { raw, parsed } = await requestContactComplete();
      return { phoneNumber: parsed.contact.phone_number, raw };
    } catch {
      return null;
    }
  };
}

/** Lets the bot write to the user (6.9+): asked at the first money movement, not at launch. */
export function createTelegramWriteAccessRequest(): (() => Promise<boolean>) | null {
  if (!requestWriteAccess.isAvailable()) return null;
  return async () => {
    try {
      return (await requestWriteAccess()) === 'allowed';
    } catch {
      return false;
    }
  };
}

/** What Telegram's `prepared_message_failed` error means for the screen that shared. */
export function shareMessageOutcomeOf(error: unknown): ShareMessageOutcome {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('USER_DECLINED')) return 'declined';
  if (text.includes('MESSAGE_EXPIRED')) return 'expired';
  return 'failed';
}

/** Telegram's chat picker for a message the bot prepared (8.0+), or null on older clients. */
export function createTelegramMessageShare(): ((id: string) => Promise<ShareMessageOutcome>) | null {
  if (!shareMessage.isAvailable()) return null;
  return async (id) => {
    try {
      await shareMessage(id);
      return 'sent';
    } catch (error) {
      return shareMessageOutcomeOf(error);
    }
  };
}
