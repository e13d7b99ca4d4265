import enAuth from './catalogues/en/auth.json';
import enBalances from './catalogues/en/balances.json';
import enBot from './catalogues/en/bot.json';
import enCommon from './catalogues/en/common.json';
import enDeposit from './catalogues/en/deposit.json';
import enDocuments from './catalogues/en/documents.json';
import enDomain from './catalogues/en/domain.json';
import enErrors from './catalogues/en/errors.json';
import enExchange from './catalogues/en/exchange.json';
import enMail from './catalogues/en/mail.json';
import enMoney from './catalogues/en/money.json';
import enNotices from './catalogues/en/notices.json';
import enPresets from './catalogues/en/presets.json';
import enProfile from './catalogues/en/profile.json';
import enShell from './catalogues/en/shell.json';
import enTransactions from './catalogues/en/transactions.json';
import enValidation from './catalogues/en/validation.json';
import enWithdraw from './catalogues/en/withdraw.json';
import plAuth from './catalogues/pl/auth.json';
import plBalances from './catalogues/pl/balances.json';
import plBot from './catalogues/pl/bot.json';
import plCommon from './catalogues/pl/common.json';
import plDeposit from './catalogues/pl/deposit.json';
import plDocuments from './catalogues/pl/documents.json';
import plDomain from './catalogues/pl/domain.json';
import plErrors from './catalogues/pl/errors.json';
import plExchange from './catalogues/pl/exchange.json';
import plMail from './catalogues/pl/mail.json';
import plMoney from './catalogues/pl/money.json';
import plNotices from './catalogues/pl/notices.json';
import plPresets from './catalogues/pl/presets.json';
import plProfile from './catalogues/pl/profile.json';
import plShell from './catalogues/pl/shell.json';
import plTransactions from './catalogues/pl/transactions.json';
import plValidation from './catalogues/pl/validation.json';
import plWithdraw from './catalogues/pl/withdraw.json';
import ruAuth from './catalogues/ru/auth.json';
import ruBalances from './catalogues/ru/balances.json';
import ruBot from './catalogues/ru/bot.json';
import ruCommon from './catalogues/ru/common.json';
import ruDeposit from './catalogues/ru/deposit.json';
import ruDocuments from './catalogues/ru/documents.json';
import ruDomain from './catalogues/ru/domain.json';
import ruErrors from './catalogues/ru/errors.json';
import ruExchange from './catalogues/ru/exchange.json';
import ruMail from './catalogues/ru/mail.json';
import ruMoney from './catalogues/ru/money.json';
import ruNotices from './catalogues/ru/notices.json';
import ruPresets from './catalogues/ru/presets.json';
import ruProfile from './catalogues/ru/profile.json';
import ruShell from './catalogues/ru/shell.json';
import ruTransactions from './catalogues/ru/transactions.json';
import ruValidation from './catalogues/ru/validation.json';
import ruWithdraw from './catalogues/ru/withdraw.json';
import ukAuth from './catalogues/uk/auth.json';
import ukBalances from './catalogues/uk/balances.json';
import ukBot from './catalogues/uk/bot.json';
import ukCommon from './catalogues/uk/common.json';
import ukDeposit from './catalogues/uk/deposit.json';
import ukDocuments from './catalogues/uk/documents.json';
import ukDomain from './catalogues/uk/domain.json';
import ukErrors from './catalogues/uk/errors.json';
import ukExchange from './catalogues/uk/exchange.json';
import ukMail from './catalogues/uk/mail.json';
import ukMoney from './catalogues/uk/money.json';
import ukNotices from './catalogues/uk/notices.json';
import ukPresets from './catalogues/uk/presets.json';
import ukProfile from './catalogues/uk/profile.json';
import ukShell from './catalogues/uk/shell.json';
import ukTransactions from './catalogues/uk/transactions.json';
import ukValidation from './catalogues/uk/validation.json';
import ukWithdraw from './catalogues/uk/withdraw.json';
import type { Language } from './languages';

/**
 * The English catalogue defines the key set; every other language must match it
 * (checked by the parity test). Each top-level key is one namespace file.
 */
export const en = {
  auth: enAuth,
  bot: enBot,
  common: enCommon,
  documents: enDocuments,
  domain: enDomain,
  errors: enErrors,
  exchange: enExchange,
  mail: enMail,
  money: enMoney,
  notices: enNotices,
  profile: enProfile,
  validation: enValidation,
  balances: enBalances,
  deposit: enDeposit,
  withdraw: enWithdraw,
  transactions: enTransactions,
  presets: enPresets,
  shell: enShell,
};

export type Catalogue = typeof en;
type CatalogueShape = Record<keyof Catalogue, Record<string, unknown>>;

export const catalogues: Record<Language, CatalogueShape> = {
  en,
  uk: {
    auth: ukAuth,
    bot: ukBot,
    common: ukCommon,
    documents: ukDocuments,
    domain: ukDomain,
    errors: ukErrors,
    exchange: ukExchange,
    mail: ukMail,
    money: ukMoney,
    notices: ukNotices,
    profile: ukProfile,
    validation: ukValidation,
    balances: ukBalances,
    deposit: ukDeposit,
    withdraw: ukWithdraw,
    transactions: ukTransactions,
    presets: ukPresets,
    shell: ukShell,
  },
  ru: {
    auth: ruAuth,
    bot: ruBot,
    common: ruCommon,
    documents: ruDocuments,
    domain: ruDomain,
    errors: ruErrors,
    exchange: ruExchange,
    mail: ruMail,
    money: ruMoney,
    notices: ruNotices,
    profile: ruProfile,
    validation: ruValidation,
    balances: ruBalances,
    deposit: ruDeposit,
    withdraw: ruWithdraw,
    transactions: ruTransactions,
    presets: ruPresets,
    shell: ruShell,
  },
  pl: {
    auth: plAuth,
    bot: plBot,
    common: plCommon,
    documents: plDocuments,
    domain: plDomain,
    errors: plErrors,
    exchange: plExchange,
    mail: plMail,
    money: plMoney,
    notices: plNotices,
    profile: plProfile,
    validation: plValidation,
    balances: plBalances,
    deposit: plDeposit,
    withdraw: plWithdraw,
    transactions: plTransactions,
    presets: plPresets,
    shell: plShell,
  },
};
