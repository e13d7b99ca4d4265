import type { RateRule } from '../../rate-limit/rate-limiter';

/**
 * The public price is re-asked every 8 s while a landing is open (spec 000 §9), about 8 times a
 * minute per tab; 60 a minute per client address leaves room for several tabs or people behind
 * one address and stops a script from using the rates as a free feed.
 */
export const QUOTE_RATE_RULES = {
  previewPerIp: { name: 'quotes.preview.ip', limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;
