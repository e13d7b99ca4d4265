import enAuth from './catalogues/en/auth.json';
import enBot from './catalogues/en/bot.json';
import enCommon from './catalogues/en/common.json';
import enDocuments from './catalogues/en/documents.json';
import enDomain from './catalogues/en/domain.json';
import enErrors from './catalogues/en/errors.json';
import enExchange from './catalogues/en/exchange.json';
import enMail from './catalogues/en/mail.json';
import enMoney from './catalogues/en/money.json';
import enNotices from './catalogues/en/notices.json';
import enProfile from './catalogues/en/profile.json';
import enValidation from './catalogues/en/validation.json';
import plAuth from './catalogues/pl/auth.json';
import plBot from './catalogues/pl/bot.json';
import plCommon from './catalogues/pl/common.json';
import plDocuments from './catalogues/pl/documents.json';
import plDomain from './catalogues/pl/domain.json';
import plErrors from './catalogues/pl/errors.json';
import plExchange from './catalogues/pl/exchange.json';
import plMail from './catalogues/pl/mail.json';
import plMoney from './catalogues/pl/money.json';
import plNotices from './catalogues/pl/notices.json';
import plProfile from './catalogues/pl/profile.json';
import plValidation from './catalogues/pl/validation.json';
import ruAuth from './catalogues/ru/auth.json';
import ruBot from './catalogues/ru/bot.json';
import ruCommon from './catalogues/ru/common.json';
import ruDocuments from './catalogues/ru/documents.json';
import ruDomain from './catalogues/ru/domain.json';
import ruErrors from './catalogues/ru/errors.json';
import ruExchange from './catalogues/ru/exchange.json';
import ruMail from './catalogues/ru/mail.json';
import ruMoney from './catalogues/ru/money.json';
import ruNotices from './catalogues/ru/notices.json';
import ruProfile from './catalogues/ru/profile.json';
import ruValidation from './catalogues/ru/validation.json';
import ukAuth from './catalogues/uk/auth.json';
import ukBot from './catalogues/uk/bot.json';
import ukCommon from './catalogues/uk/common.json';
import ukDocuments from './catalogues/uk/documents.json';
import ukDomain from './catalogues/uk/domain.json';
import ukErrors from './catalogues/uk/errors.json';
import ukExchange from './catalogues/uk/exchange.json';
import ukMail from './catalogues/uk/mail.json';
import ukMoney from './catalogues/uk/money.json';
import ukNotices from './catalogues/uk/notices.json';
import ukProfile from './catalogues/uk/profile.json';
import ukValidation from './catalogues/uk/validation.json';
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
  },
};
