import ruAuth from '../catalogues/ru/auth.json';
import ruBalances from '../catalogues/ru/balances.json';
import ruBot from '../catalogues/ru/bot.json';
import ruCards from '../catalogues/ru/cards.json';
import ruChatPay from '../catalogues/ru/chat-pay.json';
import ruCommon from '../catalogues/ru/common.json';
import ruDeposit from '../catalogues/ru/deposit.json';
import ruDocuments from '../catalogues/ru/documents.json';
import ruDomain from '../catalogues/ru/domain.json';
import ruErrors from '../catalogues/ru/errors.json';
import ruExchange from '../catalogues/ru/exchange.json';
import ruFarm from '../catalogues/ru/farm.json';
import ruFrens from '../catalogues/ru/frens.json';
import ruMail from '../catalogues/ru/mail.json';
import ruMoney from '../catalogues/ru/money.json';
import ruNotices from '../catalogues/ru/notices.json';
import ruNotify from '../catalogues/ru/notify.json';
import ruOnboarding from '../catalogues/ru/onboarding.json';
import ruPayFrame from '../catalogues/ru/pay-frame.json';
import ruPayoutCheck from '../catalogues/ru/payout-check.json';
import ruPresets from '../catalogues/ru/presets.json';
import ruProfile from '../catalogues/ru/profile.json';
import ruSandboxKyc from '../catalogues/ru/sandbox-kyc.json';
import ruShell from '../catalogues/ru/shell.json';
import ruSupport from '../catalogues/ru/support.json';
import ruTransactions from '../catalogues/ru/transactions.json';
import ruValidation from '../catalogues/ru/validation.json';
import ruVerification from '../catalogues/ru/verification.json';
import ruWallet from '../catalogues/ru/wallet.json';
import ruWalletMoney from '../catalogues/ru/wallet-money.json';
import ruWalletScreens from '../catalogues/ru/wallet-screens.json';
import ruWalletTonConnect from '../catalogues/ru/wallet-tonconnect.json';
import ruWebhooks from '../catalogues/ru/webhooks.json';
import ruWithdraw from '../catalogues/ru/withdraw.json';

/** The ru catalogue, one module so a front end can load it on demand (load-catalogue.ts). */
export const ru = {
  auth: ruAuth,
  bot: ruBot,
  common: ruCommon,
  documents: ruDocuments,
  domain: ruDomain,
  errors: ruErrors,
  exchange: ruExchange,
  // The farm: check-in, tasks, points and their published rules (issue 29).
  farm: ruFarm,
  // Frens: the invite link, the referral stats, the friends and the rules (issue 29).
  frens: ruFrens,
  mail: ruMail,
  money: ruMoney,
  notices: ruNotices,
  notify: ruNotify,
  profile: ruProfile,
  validation: ruValidation,
  webhooks: ruWebhooks,
  balances: ruBalances,
  deposit: ruDeposit,
  withdraw: ruWithdraw,
  // The payment card's designs, refusals and field messages (issue 28).
  cards: ruCards,
  // Paying in a chat: the send and request cards, their claim screen and list (issue 29).
  chatPay: ruChatPay,
  // Beneficiary name and the one-time confirmation of new payout details.
  payoutCheck: ruPayoutCheck,
  // The wallet's onboarding and settings screens keep their texts in a file of their own.
  transactions: ruTransactions,
  payFrame: ruPayFrame,
  presets: ruPresets,
  sandboxKyc: ruSandboxKyc,
  shell: ruShell,
  support: ruSupport,
  verification: ruVerification,
  onboarding: ruOnboarding,
  // `wallet.*` is shared by the wallet's helpers: one catalogue file each, spread together.
  // The wallet's onboarding and settings screens keep their texts in a file of their own.
  // `wallet.*` is shared by the wallet's helpers: one catalogue file each, spread together.
  wallet: { ...ruWallet, ...ruWalletMoney, ...ruWalletScreens, ...ruWalletTonConnect },
};
