import plAuth from '../catalogues/pl/auth.json';
import plBalances from '../catalogues/pl/balances.json';
import plBot from '../catalogues/pl/bot.json';
import plCards from '../catalogues/pl/cards.json';
import plChatPay from '../catalogues/pl/chat-pay.json';
import plCommon from '../catalogues/pl/common.json';
import plDeposit from '../catalogues/pl/deposit.json';
import plDocuments from '../catalogues/pl/documents.json';
import plDomain from '../catalogues/pl/domain.json';
import plErrors from '../catalogues/pl/errors.json';
import plExchange from '../catalogues/pl/exchange.json';
import plFarm from '../catalogues/pl/farm.json';
import plFrens from '../catalogues/pl/frens.json';
import plMail from '../catalogues/pl/mail.json';
import plMoney from '../catalogues/pl/money.json';
import plNotices from '../catalogues/pl/notices.json';
import plNotify from '../catalogues/pl/notify.json';
import plOnboarding from '../catalogues/pl/onboarding.json';
import plPayFrame from '../catalogues/pl/pay-frame.json';
import plPayoutCheck from '../catalogues/pl/payout-check.json';
import plPresets from '../catalogues/pl/presets.json';
import plProfile from '../catalogues/pl/profile.json';
import plSandboxKyc from '../catalogues/pl/sandbox-kyc.json';
import plShell from '../catalogues/pl/shell.json';
import plSupport from '../catalogues/pl/support.json';
import plTransactions from '../catalogues/pl/transactions.json';
import plValidation from '../catalogues/pl/validation.json';
import plVerification from '../catalogues/pl/verification.json';
import plWallet from '../catalogues/pl/wallet.json';
import plWalletMoney from '../catalogues/pl/wallet-money.json';
import plWalletScreens from '../catalogues/pl/wallet-screens.json';
import plWalletTonConnect from '../catalogues/pl/wallet-tonconnect.json';
import plWebhooks from '../catalogues/pl/webhooks.json';
import plWithdraw from '../catalogues/pl/withdraw.json';

/** The pl catalogue, one module so a front end can load it on demand (load-catalogue.ts). */
export const pl = {
  auth: plAuth,
  bot: plBot,
  common: plCommon,
  documents: plDocuments,
  domain: plDomain,
  errors: plErrors,
  exchange: plExchange,
  // The farm: check-in, tasks, points and their published rules (issue 29).
  farm: plFarm,
  // Frens: the invite link, the referral stats, the friends and the rules (issue 29).
  frens: plFrens,
  mail: plMail,
  money: plMoney,
  notices: plNotices,
  notify: plNotify,
  profile: plProfile,
  validation: plValidation,
  webhooks: plWebhooks,
  balances: plBalances,
  deposit: plDeposit,
  withdraw: plWithdraw,
  // The payment card's designs, refusals and field messages (issue 28).
  cards: plCards,
  // Paying in a chat: the send and request cards, their claim screen and list (issue 29).
  chatPay: plChatPay,
  // Beneficiary name and the one-time confirmation of new payout details.
  payoutCheck: plPayoutCheck,
  // The wallet's onboarding and settings screens keep their texts in a file of their own.
  transactions: plTransactions,
  payFrame: plPayFrame,
  presets: plPresets,
  sandboxKyc: plSandboxKyc,
  shell: plShell,
  support: plSupport,
  verification: plVerification,
  onboarding: plOnboarding,
  // `wallet.*` is shared by the wallet's helpers: one catalogue file each, spread together.
  // The wallet's onboarding and settings screens keep their texts in a file of their own.
  // `wallet.*` is shared by the wallet's helpers: one catalogue file each, spread together.
  wallet: { ...plWallet, ...plWalletMoney, ...plWalletScreens, ...plWalletTonConnect },
};
