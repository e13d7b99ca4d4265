import { defaultWidgetParams, type WidgetFlag, type WidgetParams } from './widget-params';

/**
 * How a widget URL is vouched for (the server's `frame/open`): a signature over its query, a
 * single-use session the merchant's server opened, or nothing.
 */
export type WidgetTrust = 'signed' | 'session' | 'unsigned';

/** Flags that fix what the customer may change: a stranger's link must not set them. */
const FIXING_FLAGS: readonly WidgetFlag[] = [
  'isAmountLocked',
  'isPhoneLocked',
  'isEmailLocked',
  'isEmailVerified',
  'isPhoneVerified',
];

/** Integration values that identify an order or send the customer somewhere. */
const BOUND_INTEGRATION = [
  'returnUrl',
  'returnFailUrl',
  'callbackUrl',
  'transactionId',
  'externalTransactionId',
] as const;

export interface TrustedWidgetParams {
  params: WidgetParams;
  /** The URL parameters left out because nothing vouched for them (for a console warning). */
  ignored: string[];
}

/**
 * What a frame may act on: anybody can write a widget URL, so personal data, locks and
 * the addresses the customer is sent to count only when the merchant vouched for the URL (signed
 * or a session). The look, the language, amounts, currencies, payways, tabs and the buttons to
 * hide are harmless suggestions and always apply.
 */
export function trustWidgetParams(params: WidgetParams, trust: WidgetTrust): TrustedWidgetParams {
  if (trust !== 'unsigned') return { params, ignored: [] };
  const defaults = defaultWidgetParams();
  const ignored: string[] = [];
  const customer = { ...params.customer };
  for (const name of Object.keys(customer) as (keyof typeof customer)[]) {
    if (customer[name] !== null) ignored.push(name);
    customer[name] = null;
  }
  const integration = { ...params.integration };
  for (const name of BOUND_INTEGRATION) {
    if (integration[name] !== null) ignored.push(name);
    integration[name] = null;
  }
  const flags = { ...params.flags };
  for (const flag of FIXING_FLAGS) {
    if (flags[flag] !== defaults.flags[flag]) ignored.push(flag);
    flags[flag] = defaults.flags[flag];
  }
  return { params: { ...params, customer, integration, flags }, ignored };
}
