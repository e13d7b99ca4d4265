import { resolveDisplayMode } from '../display-mode/display-mode';
import {
  readAmount,
  readBirthDate,
  readBoolean,
  readColor,
  readCountry,
  readCurrency,
  readEmail,
  readHttpUrl,
  readLanguage,
  readList,
  readPayway,
  readPhone,
  readTab,
  readText,
  readTheme,
  readToken,
} from './read-widget-value';
import {
  defaultWidgetParams,
  WIDGET_COLOR_PARAMS,
  WIDGET_FLAGS,
  type WidgetColorParam,
  type WidgetColors,
  type WidgetParams,
} from './widget-params';

const NAME_LENGTH = 100;
const ID_LENGTH = 256;
const SIGNATURE_LENGTH = 1024;
const COLOR_PARAMS = Object.keys(WIDGET_COLOR_PARAMS) as WidgetColorParam[];

/**
 * Reads the widget URL parameters (spec 000 §3), only in the frame modes: the widget and the pay
 * frame (both served under a path segment containing "frame"). Any other path gets the defaults.
 *
 * Decisions where the spec is silent:
 * - Lists: fromCurrency, toCurrency, fromPayway, toPayway and displayTab take comma-separated
 *   values and repeated keys; the *Default parameters and defaultTab take one value.
 * - Single values take the first occurrence of their key; keys are case-sensitive, spelt as the
 *   spec writes them (ButtonPimary…); unknown keys are ignored.
 * - `themeColor` is the theme to force, "light" or "dark".
 * - `customerColors` is a JSON object of colour overrides keyed like the single colour
 *   parameters ({"BrandColor":"#0af"}); a single parameter wins over the same key inside it.
 * - A malformed value reads as its default; nothing here throws.
 */
export function parseWidgetParams(search: string | URLSearchParams, pathname: string): WidgetParams {
  const params = defaultWidgetParams();
  const { mode } = resolveDisplayMode(pathname);
  if (mode !== 'widget' && mode !== 'pay-frame') return params;
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const one = (key: string) => query.get(key);
  const all = (key: string) => query.getAll(key);

  params.customer = {
    email: readEmail(one('email')),
    phone: readPhone(one('phone')),
    address: readToken(one('address'), ID_LENGTH),
    firstName: readText(one('firstName'), NAME_LENGTH),
    lastName: readText(one('lastName'), NAME_LENGTH),
    dateOfBirth: readBirthDate(one('dateOfBirth')),
    residenceCountry: readCountry(one('residenceCountry')),
    externalCustomerId: readToken(one('externalCustomerId'), ID_LENGTH),
  };
  params.look = {
    language: readLanguage(one('language')),
    theme: readTheme(one('themeColor')),
    colors: readColors(query),
  };
  params.integration = {
    apiKey: readToken(one('apiKey'), ID_LENGTH),
    signature: readToken(one('signature'), SIGNATURE_LENGTH),
    returnUrl: readHttpUrl(one('returnUrl')),
    returnFailUrl: readHttpUrl(one('returnFailUrl')),
    callbackUrl: readHttpUrl(one('callbackUrl')),
    transactionId: readToken(one('transactionId'), ID_LENGTH),
    externalTransactionId: readToken(one('externalTransactionId'), ID_LENGTH),
  };
  params.order = {
    fromAmount: readAmount(one('fromAmount')),
    toAmount: readAmount(one('toAmount')),
    fromCurrency: readList(all('fromCurrency'), readCurrency),
    toCurrency: readList(all('toCurrency'), readCurrency),
    fromCurrencyDefault: readCurrency(one('fromCurrencyDefault')),
    toCurrencyDefault: readCurrency(one('toCurrencyDefault')),
    fromPayway: readList(all('fromPayway'), readPayway),
    toPayway: readList(all('toPayway'), readPayway),
    fromPaywayDefault: readPayway(one('fromPaywayDefault')),
    toPaywayDefault: readPayway(one('toPaywayDefault')),
    displayTab: readList(all('displayTab'), (raw) => readTab(raw, 'lower')),
    defaultTab: readTab(one('defaultTab'), 'upper'),
  };
  for (const flag of WIDGET_FLAGS) {
    params.flags[flag] = readBoolean(one(flag)) ?? params.flags[flag];
  }
  return params;
}

function readColors(query: URLSearchParams): WidgetColors {
  const colors: WidgetColors = {};
  const fromJson = readColorObject(query.get('customerColors'));
  for (const param of COLOR_PARAMS) {
    const color = readColor(query.get(param)) ?? readColor(fromJson[param]);
    if (color !== null) colors[WIDGET_COLOR_PARAMS[param]] = color;
  }
  return colors;
}

function readColorObject(raw: string | null): Record<string, unknown> {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
