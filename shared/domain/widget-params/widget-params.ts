import type { Language } from '@ferry/locales';

/**
 * The typed result of the widget URL parameters (spec 000 §3). Every field is present: a value
 * that is absent or malformed reads as its default (null, an empty list, or the flag's default).
 */
export interface WidgetParams {
  customer: WidgetCustomer;
  look: WidgetLook;
  integration: WidgetIntegration;
  order: WidgetOrder;
  flags: WidgetFlags;
}

export interface WidgetCustomer {
  email: string | null;
  /** "+" restored when the URL carried it unescaped (a raw "+" reads as a space in a query). */
  phone: string | null;
  /** A crypto address, kept as given; the requisite form validates it against its network. */
  address: string | null;
  firstName: string | null;
  lastName: string | null;
  /** ISO calendar date "YYYY-MM-DD"; the URL may give it so or as DD/MM/YYYY. */
  dateOfBirth: string | null;
  /** ISO 3166 code, upper-cased. */
  residenceCountry: string | null;
  externalCustomerId: string | null;
}

export type WidgetTheme = 'light' | 'dark';

/** The colour override parameters, spelt exactly as the spec writes them, and our names. */
export const WIDGET_COLOR_PARAMS = {
  BrandColor: 'brand',
  ButtonPimary: 'buttonPrimary',
  ButtonPimaryPressed: 'buttonPrimaryPressed',
  ButtonPimaryDisabled: 'buttonPrimaryDisabled',
  TextButton: 'textButton',
  TextDisabledButton: 'textDisabledButton',
  BgPrimary: 'bgPrimary',
  BgSecondary: 'bgSecondary',
  BgTertiary: 'bgTertiary',
} as const;

export type WidgetColorParam = keyof typeof WIDGET_COLOR_PARAMS;
export type WidgetColorName = (typeof WIDGET_COLOR_PARAMS)[WidgetColorParam];
/** CSS hex colours, lower-cased, for the overrides the URL set. */
export type WidgetColors = Partial<Record<WidgetColorName, string>>;

export interface WidgetLook {
  language: Language | null;
  /** `themeColor`: the theme to force; null follows the system preference (spec 000 §1). */
  theme: WidgetTheme | null;
  colors: WidgetColors;
}

export interface WidgetIntegration {
  apiKey: string | null;
  signature: string | null;
  /** Absolute http(s) URLs only, so no `javascript:` link reaches a button. */
  returnUrl: string | null;
  returnFailUrl: string | null;
  callbackUrl: string | null;
  transactionId: string | null;
  externalTransactionId: string | null;
}

export interface WidgetOrder {
  /** Plain non-negative decimals in whole units, as typed in the URL ("12.5"). */
  fromAmount: string | null;
  toAmount: string | null;
  /** The currencies offered on each side; empty offers all. */
  fromCurrency: string[];
  toCurrency: string[];
  fromCurrencyDefault: string | null;
  toCurrencyDefault: string | null;
  /** The payways offered on each side; empty offers all. */
  fromPayway: string[];
  toPayway: string[];
  fromPaywayDefault: string | null;
  toPaywayDefault: string | null;
  /** The tabs shown; empty shows all. */
  displayTab: string[];
  defaultTab: string | null;
}

export interface WidgetFlags {
  isAmountLocked: boolean;
  isPhoneLocked: boolean;
  isEmailLocked: boolean;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  isBrandDisplayed: boolean;
  isHideBackButton: boolean;
  isHideSwapButton: boolean;
  isHideLogoutButton: boolean;
  isHideSendFundsButton: boolean;
  isHideSaveRequisiteButton: boolean;
}

export type WidgetFlag = keyof WidgetFlags;

/** Spec 000 §3: the brand shows unless the URL hides it; every other flag is off. */
const DEFAULT_FLAGS: Readonly<WidgetFlags> = {
  isAmountLocked: false,
  isPhoneLocked: false,
  isEmailLocked: false,
  isEmailVerified: false,
  isPhoneVerified: false,
  isBrandDisplayed: true,
  isHideBackButton: false,
  isHideSwapButton: false,
  isHideLogoutButton: false,
  isHideSendFundsButton: false,
  isHideSaveRequisiteButton: false,
};

export const WIDGET_FLAGS = Object.keys(DEFAULT_FLAGS) as WidgetFlag[];

/** A fresh parameter set with every default, for every mode that reads no parameters. */
export function defaultWidgetParams(): WidgetParams {
  return {
    customer: {
      email: null,
      phone: null,
      address: null,
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      residenceCountry: null,
      externalCustomerId: null,
    },
    look: { language: null, theme: null, colors: {} },
    integration: {
      apiKey: null,
      signature: null,
      returnUrl: null,
      returnFailUrl: null,
      callbackUrl: null,
      transactionId: null,
      externalTransactionId: null,
    },
    order: {
      fromAmount: null,
      toAmount: null,
      fromCurrency: [],
      toCurrency: [],
      fromCurrencyDefault: null,
      toCurrencyDefault: null,
      fromPayway: [],
      toPayway: [],
      fromPaywayDefault: null,
      toPaywayDefault: null,
      displayTab: [],
      defaultTab: null,
    },
    flags: { ...DEFAULT_FLAGS },
  };
}
