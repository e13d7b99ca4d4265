import { checkRequired, createStringRule, fail } from './rule';

const HTTP_SCHEME = /^https?:\/\//i;
const WHITESPACE = /\s/;
/** Characters that would make a domain a URL (scheme, port, path, query, credentials). */
const NON_HOST_CHARACTER = /[\s/:?#@\\[\]]/;
/** ASCII host: labels of letters, digits and inner hyphens; the TLD is letters or punycode. */
const ASCII_DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A web address for callbacks and return links: http or https only, with a host. */
export const urlSchema = createStringRule(
  [
    checkRequired,
    (value) => {
      if (!HTTP_SCHEME.test(value) || WHITESPACE.test(value)) return fail('validation.url');
      try {
        return new URL(value).hostname ? null : fail('validation.url');
      } catch {
        return fail('validation.url');
      }
    },
  ],
  { shouldTrim: true },
);

/** Converts an internationalised name to its ASCII (punycode) form the way browsers do. */
function toAsciiHost(value: string): string | null {
  try {
    return new URL(`http://${value}`).hostname;
  } catch {
    return null;
  }
}

/**
 * The "main url" of an API key: a bare domain with a TLD ("shop.example.com", "магазин.укр"),
 * without scheme, port or path, so the frame can be matched against the embedding page.
 */
export const domainSchema = createStringRule(
  [
    checkRequired,
    (value) => {
      if (NON_HOST_CHARACTER.test(value)) return fail('validation.domain');
      const host = toAsciiHost(value);
      return host && ASCII_DOMAIN.test(host) ? null : fail('validation.domain');
    },
  ],
  { shouldTrim: true },
);
