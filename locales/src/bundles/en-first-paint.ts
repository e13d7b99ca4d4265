import enAuth from '../catalogues/en/auth.json';
import enBalances from '../catalogues/en/balances.json';
import enCommon from '../catalogues/en/common.json';
import enDeposit from '../catalogues/en/deposit.json';
import enDomain from '../catalogues/en/domain.json';
import enErrors from '../catalogues/en/errors.json';
import enExchange from '../catalogues/en/exchange.json';
import enMoney from '../catalogues/en/money.json';
import enNotices from '../catalogues/en/notices.json';
import enShell from '../catalogues/en/shell.json';
import enValidation from '../catalogues/en/validation.json';
import enWithdraw from '../catalogues/en/withdraw.json';

/**
 * The English namespaces the landing (the exchange form, its layout and navigation, sign-in's
 * entry points) shows on its first paint. A front end bundles only these; the whole catalogue
 * (bundles/en.ts) follows as a chunk of its own, and every other screen waits for it. The test
 * `first-paint-catalogue.test.tsx` in shared/ui renders the landing with these alone.
 */
export const enFirstPaint = {
  auth: enAuth,
  balances: enBalances,
  common: enCommon,
  deposit: enDeposit,
  domain: enDomain,
  errors: enErrors,
  exchange: enExchange,
  money: enMoney,
  notices: enNotices,
  shell: enShell,
  validation: enValidation,
  withdraw: enWithdraw,
};
