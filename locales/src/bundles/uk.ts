import ukAuth from '../catalogues/uk/auth.json';
import ukBalances from '../catalogues/uk/balances.json';
import ukBot from '../catalogues/uk/bot.json';
import ukCards from '../catalogues/uk/cards.json';
import ukChatPay from '../catalogues/uk/chat-pay.json';
import ukCommon from '../catalogues/uk/common.json';
import ukDeposit from '../catalogues/uk/deposit.json';
import ukDocuments from '../catalogues/uk/documents.json';
import ukDomain from '../catalogues/uk/domain.json';
import ukErrors from '../catalogues/uk/errors.json';
import ukExchange from '../catalogues/uk/exchange.json';
import ukFarm from '../catalogues/uk/farm.json';
import ukFrens from '../catalogues/uk/frens.json';
import ukMail from '../catalogues/uk/mail.json';
import ukMoney from '../catalogues/uk/money.json';
import ukNotices from '../catalogues/uk/notices.json';
import ukNotify from '../catalogues/uk/notify.json';
import ukOnboarding from '../catalogues/uk/onboarding.json';
import ukPayFrame from '../catalogues/uk/pay-frame.json';
import ukPayoutCheck from '../catalogues/uk/payout-check.json';
import ukPresets from '../catalogues/uk/presets.json';
import ukProfile from '../catalogues/uk/profile.json';
import ukSandboxKyc from '../catalogues/uk/sandbox-kyc.json';
import ukShell from '../catalogues/uk/shell.json';
import ukSupport from '../catalogues/uk/support.json';
import ukTransactions from '../catalogues/uk/transactions.json';
import ukValidation from '../catalogues/uk/validation.json';
import ukVerification from '../catalogues/uk/verification.json';
import ukWallet from '../catalogues/uk/wallet.json';
import ukWalletMoney from '../catalogues/uk/wallet-money.json';
import ukWalletScreens from '../catalogues/uk/wallet-screens.json';
import ukWalletTonConnect from '../catalogues/uk/wallet-tonconnect.json';
import ukWebhooks from '../catalogues/uk/webhooks.json';
import ukWithdraw from '../catalogues/uk/withdraw.json';

/** The uk catalogue, one module so a front end can load it on demand (load-catalogue.ts). */
export const uk = {
  auth: ukAuth,
  bot: ukBot,
  common: ukCommon,
  documents: ukDocuments,
  domain: ukDomain,
  errors: ukErrors,
  exchange: ukExchange,
  // The farm: check-in, tasks, points and their published rules (issue 29).
  farm: ukFarm,
  // Frens: the invite link, the referral stats, the friends and the rules (issue 29).
  frens: ukFrens,
  mail: ukMail,
  money: ukMoney,
  notices: ukNotices,
  notify: ukNotify,
  profile: ukProfile,
  validation: ukValidation,
  webhooks: ukWebhooks,
  balances: ukBalances,
  deposit: ukDeposit,
  withdraw: ukWithdraw,
  // The payment card's designs, refusals and field messages (issue 28).
  cards: ukCards,
  // Paying in a chat: the send and request cards, their claim screen and list (issue 29).
  chatPay: ukChatPay,
  // Beneficiary name and the one-time confirmation of new payout details.
  payoutCheck: ukPayoutCheck,
  // The wallet's onboarding and settings screens keep their texts in a file of their own.
  transactions: ukTransactions,
  payFrame: ukPayFrame,
  presets: ukPresets,
  sandboxKyc: ukSandboxKyc,
  shell: ukShell,
  support: ukSupport,
  verification: ukVerification,
  onboarding: ukOnboarding,
  // `wallet.*` is shared by the wallet's helpers: one catalogue file each, spread together.
  // The wallet's onboarding and settings screens keep their texts in a file of their own.
  // `wallet.*` is shared by the wallet's helpers: one catalogue file each, spread together.
  wallet: { ...ukWallet, ...ukWalletMoney, ...ukWalletScreens, ...ukWalletTonConnect },
};
