import type { BotNotification } from '@ferry/shared/contracts';
import {
  decimalToMinor,
  findCurrency,
  formatAmount,
  formatMoney,
  isTransactionStatus,
  isTransactionType,
  MODE_SEGMENT,
  signedAmountText,
  statusLabelKey,
  transactionStartParam,
  walletTransactionStartParam,
} from '@ferry/shared/domain';
import { InlineKeyboard } from 'grammy';
import { buildStartAppLink } from '../../mini-app-link';
import type { Translate } from '../../translate';

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

/** An amount as the locale writes it with its currency; the raw text when the currency is unknown. */
function money(amount: string, currency: string, locale: string): string {
  const scale = findCurrency(currency)?.scale;
  const minor = scale === undefined ? null : decimalToMinor(amount, scale);
  if (minor === null || scale === undefined) return `${amount}\u00a0${currency}`;
  return formatMoney(minor, currency, locale, scale);
}

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
  if (!transaction) throw new Error(`Notification ${notification.event_id} carries no transaction`);
  const type = isTransactionType(transaction.type) ? transaction.type : 'EXCHANGE';
  const status = isTransactionStatus(transaction.status) ? transaction.status : 'PROCESSING';
  const shown =
    notification.kind === 'depositCredited' || notification.kind === 'payoutPartial'
      ? (transaction.paid_amount ?? transaction.amount)
      : transaction.amount;
  let amount = signedAmountText(type, money(shown, transaction.currency, language));
  if (notification.kind === 'exchangeDone' && transaction.to_amount && transaction.to_currency)
    amount = `${amount} → ${money(transaction.to_amount, transaction.to_currency, language)}`;
  const requested = money(transaction.amount, transaction.currency, language);
  const text = [
    t(`notify.${notification.kind}`, { amount, requested }),
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
