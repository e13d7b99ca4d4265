import { type BotNotification, TRANSACTION_NOTIFICATION_KINDS } from '@ferry/shared/contracts';
import {
  buildStartAppLink,
  formatAmount,
  isTransactionStatus,
  isTransactionType,
  MODE_SEGMENT,
  signedAmountText,
  statusLabelKey,
  transactionStartParam,
  walletTransactionStartParam,
} from '@ferry/shared/domain';
import { InlineKeyboard } from 'grammy';
import type { Translate } from '../../translate';
import { buildCardNoticeMessage } from './card-notice-message';
import { moneyText } from './money-text';
import { buildVerificationAppealMessage } from './verification-appeal-message';
import { buildVerificationOutcomeMessage } from './verification-outcome-message';

export interface MiniAppLinks {
  /** Where users reach the server; the mini-app lives under `/messenger/`. */
  publicUrl: string;
  /**
   * With the bot's username the button is a `t.me/<bot>/<app>?startapp=…` link (the bot's main
   * mini-app without a short name), which carries the parameter; without, a `web_app` button.
   */
  botUsername?: string;
  miniAppShortName?: string;
}

export interface NotificationMessage {
  text: string;
  keyboard: InlineKeyboard;
}

type TransactionKind = (typeof TRANSACTION_NOTIFICATION_KINDS)[number];
const transactionKindOf = (kind: string): TransactionKind | null =>
  (TRANSACTION_NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as TransactionKind) : null;

/**
 * The message of one status change in the user's language: what happened with the amount signed
 * by the transaction's direction (+ in, en-dash out, none for exchanges), the status label, and a
 * button into that transaction in the mini-app.
 */
export function buildNotificationMessage(
  notification: BotNotification,
  translate: Translate,
  links: MiniAppLinks,
): NotificationMessage {
  const { language, transaction } = notification;
  const t = (key: Parameters<Translate>[1], params?: Parameters<Translate>[2]) =>
    translate(language, key, params);
  if (notification.wallet_transfer) return buildWalletTransferMessage(notification, t, links);
  if (notification.verification) return buildVerificationOutcomeMessage(notification, t, links.publicUrl);
  if (notification.appeal) return buildVerificationAppealMessage(notification, t, links.publicUrl);
  if (notification.card) return buildCardNoticeMessage(notification, t, links.publicUrl);
  const kind = transactionKindOf(notification.kind);
  if (!transaction || kind === null)
    throw new Error(`Notification ${notification.event_id} carries no transaction`);
  const type = isTransactionType(transaction.type) ? transaction.type : 'EXCHANGE';
  const status = isTransactionStatus(transaction.status) ? transaction.status : 'PROCESSING';
  const shown =
    notification.kind === 'depositCredited' || notification.kind === 'payoutPartial'
      ? (transaction.paid_amount ?? transaction.amount)
      : transaction.amount;
  let amount = signedAmountText(type, moneyText(shown, transaction.currency, language));
  if (notification.kind === 'exchangeDone' && transaction.to_amount && transaction.to_currency)
    amount = `${amount} → ${moneyText(transaction.to_amount, transaction.to_currency, language)}`;
  const requested = moneyText(transaction.amount, transaction.currency, language);
  const text = [
    t(`notify.${kind}`, { amount, requested }),
    t('notify.status', { status: t(statusLabelKey(status)) }),
  ].join('\n');
  return { text, keyboard: openTransactionKeyboard(type, transaction.id, t('notify.open'), links) };
}

function openTransactionKeyboard(
  type: Parameters<typeof transactionStartParam>[0],
  id: string,
  label: string,
  links: MiniAppLinks,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (links.botUsername) {
    const target = { botUsername: links.botUsername, miniAppShortName: links.miniAppShortName };
    return keyboard.url(label, buildStartAppLink(target, transactionStartParam(type, id)));
  }
  // An inline web_app launch carries no start parameter: the transaction is in the path.
  const url = `${links.publicUrl}/${MODE_SEGMENT.messenger}/balances/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
  return url.startsWith('https://') ? keyboard.webApp(label, url) : keyboard.url(label, url);
}

/**
 * A self-custody wallet transfer's outcome: "Your wallet transfer of 1.25 TON is final"
 * (or failed), the amount from its smallest units and the token's decimals, with a button to the
 * wallet's transaction page.
 */
function buildWalletTransferMessage(
  notification: BotNotification,
  t: (key: Parameters<Translate>[1], params?: Parameters<Translate>[2]) => string,
  links: MiniAppLinks,
): NotificationMessage {
  const transfer = notification.wallet_transfer;
  if (!transfer) throw new Error(`Notification ${notification.event_id} carries no wallet transfer`);
  const amount = `${formatAmount(BigInt(transfer.amount), transfer.decimals, notification.language)}\u00a0${transfer.symbol}`;
  const key =
    notification.kind === 'walletTransferFinal'
      ? 'notify.walletTransferFinal'
      : 'notify.walletTransferFailed';
  const label = t('notify.openWallet');
  const keyboard = new InlineKeyboard();
  if (links.botUsername) {
    const target = { botUsername: links.botUsername, miniAppShortName: links.miniAppShortName };
    keyboard.url(label, buildStartAppLink(target, walletTransactionStartParam(transfer.message_hash)));
  } else {
    const url = `${links.publicUrl}/${MODE_SEGMENT.messenger}/balances/web3-wallet/transaction-details/${transfer.message_hash}`;
    if (url.startsWith('https://')) keyboard.webApp(label, url);
    else keyboard.url(label, url);
  }
  return { text: t(key, { amount }), keyboard };
}
