import enAuth from '../catalogues/en/auth.json';
import enBalances from '../catalogues/en/balances.json';
import enBot from '../catalogues/en/bot.json';
import enCards from '../catalogues/en/cards.json';
import enChatPay from '../catalogues/en/chat-pay.json';
import enCommon from '../catalogues/en/common.json';
import enDeposit from '../catalogues/en/deposit.json';
import enDocuments from '../catalogues/en/documents.json';
import enDomain from '../catalogues/en/domain.json';
import enErrors from '../catalogues/en/errors.json';
import enExchange from '../catalogues/en/exchange.json';
import enFarm from '../catalogues/en/farm.json';
import enFrens from '../catalogues/en/frens.json';
import enMail from '../catalogues/en/mail.json';
import enMoney from '../catalogues/en/money.json';
import enNotices from '../catalogues/en/notices.json';
import enNotify from '../catalogues/en/notify.json';
import enOnboarding from '../catalogues/en/onboarding.json';
import enPayFrame from '../catalogues/en/pay-frame.json';
import enPayoutCheck from '../catalogues/en/payout-check.json';
import enPresets from '../catalogues/en/presets.json';
import enProfile from '../catalogues/en/profile.json';
import enSandboxKyc from '../catalogues/en/sandbox-kyc.json';
import enShell from '../catalogues/en/shell.json';
import enSupport from '../catalogues/en/support.json';
import enTransactions from '../catalogues/en/transactions.json';
import enValidation from '../catalogues/en/validation.json';
import enVerification from '../catalogues/en/verification.json';
import enWallet from '../catalogues/en/wallet.json';
import enWalletMoney from '../catalogues/en/wallet-money.json';
import enWalletScreens from '../catalogues/en/wallet-screens.json';
import enWalletTonConnect from '../catalogues/en/wallet-tonconnect.json';
import enWebhooks from '../catalogues/en/webhooks.json';
import enWithdraw from '../catalogues/en/withdraw.json';

/**
 * The English catalogue: it defines the key set (every other language must match it, checked by the
 * parity test). Each top-level key is one namespace file. Front ends bundle only this language.
 */
export const en = {
  auth: enAuth,
  bot: enBot,
  common: enCommon,
  documents: enDocuments,
  domain: enDomain,
  errors: enErrors,
  exchange: enExchange,
  // The farm: check-in, tasks, points and their published rules (issue 29).
  farm: enFarm,
  // Frens: the invite link, the referral stats, the friends and the rules (issue 29).
  frens: enFrens,
  mail: enMail,
  money: enMoney,
  notices: enNotices,
  notify: enNotify,
  profile: enProfile,
  validation: enValidation,
  webhooks: enWebhooks,
  balances: enBalances,
  deposit: enDeposit,
  withdraw: enWithdraw,
  // The payment card's designs, refusals and field messages (issue 28).
  cards: enCards,
  // Paying in a chat: the send and request cards, their claim screen and list (issue 29).
  chatPay: enChatPay,
  // Beneficiary name and the one-time confirmation of new payout details.
  payoutCheck: enPayoutCheck,
  // The wallet's onboarding and settings screens keep their texts in a file of their own.
  transactions: enTransactions,
  payFrame: enPayFrame,
  presets: enPresets,
  sandboxKyc: enSandboxKyc,
  shell: enShell,
  support: enSupport,
  verification: enVerification,
  onboarding: enOnboarding,
  // `wallet.*` is shared by the wallet's helpers: one catalogue file each, spread together.
  // The wallet's onboarding and settings screens keep their texts in a file of their own.
  // `wallet.*` is shared by the wallet's helpers: one catalogue file each, spread together.
  wallet: { ...enWallet, ...enWalletMoney, ...enWalletScreens, ...enWalletTonConnect },
};
