import enBot from './catalogues/en/bot.json';
import enCommon from './catalogues/en/common.json';
import enDomain from './catalogues/en/domain.json';
import enErrors from './catalogues/en/errors.json';
import enExchange from './catalogues/en/exchange.json';
import enMoney from './catalogues/en/money.json';
import enValidation from './catalogues/en/validation.json';
import plBot from './catalogues/pl/bot.json';
import plCommon from './catalogues/pl/common.json';
import plDomain from './catalogues/pl/domain.json';
import plErrors from './catalogues/pl/errors.json';
import plExchange from './catalogues/pl/exchange.json';
import plMoney from './catalogues/pl/money.json';
import plValidation from './catalogues/pl/validation.json';
import ruBot from './catalogues/ru/bot.json';
import ruCommon from './catalogues/ru/common.json';
import ruDomain from './catalogues/ru/domain.json';
import ruErrors from './catalogues/ru/errors.json';
import ruExchange from './catalogues/ru/exchange.json';
import ruMoney from './catalogues/ru/money.json';
import ruValidation from './catalogues/ru/validation.json';
import ukBot from './catalogues/uk/bot.json';
import ukCommon from './catalogues/uk/common.json';
import ukDomain from './catalogues/uk/domain.json';
import ukErrors from './catalogues/uk/errors.json';
import ukExchange from './catalogues/uk/exchange.json';
import ukMoney from './catalogues/uk/money.json';
import ukValidation from './catalogues/uk/validation.json';
import type { Language } from './languages';

/**
 * The English catalogue defines the key set; every other language must match it
 * (checked by the parity test). Each top-level key is one namespace file.
 */
export const en = {
  bot: enBot,
  common: enCommon,
  domain: enDomain,
  errors: enErrors,
  exchange: enExchange,
  money: enMoney,
  validation: enValidation,
};

export type Catalogue = typeof en;
type CatalogueShape = Record<keyof Catalogue, Record<string, unknown>>;

export const catalogues: Record<Language, CatalogueShape> = {
  en,
  uk: {
    bot: ukBot,
    common: ukCommon,
    domain: ukDomain,
    errors: ukErrors,
    exchange: ukExchange,
    money: ukMoney,
    validation: ukValidation,
  },
  ru: {
    bot: ruBot,
    common: ruCommon,
    domain: ruDomain,
    errors: ruErrors,
    exchange: ruExchange,
    money: ruMoney,
    validation: ruValidation,
  },
  pl: {
    bot: plBot,
    common: plCommon,
    domain: plDomain,
    errors: plErrors,
    exchange: plExchange,
    money: plMoney,
    validation: plValidation,
  },
};
