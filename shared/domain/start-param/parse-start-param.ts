import {
  parseTonConnectStartParam,
  TONCONNECT_PREFIX,
  type TonConnectLinkError,
  type TonConnectLinkRequest,
} from './tonconnect-link';

/** Where the parameter came from: a bot `/start` payload or a mini-app `startapp` value. */
export type StartParamSource = 'bot' | 'miniapp';

/** Telegram's limits: a bot payload holds up to 64 characters, a mini-app one up to 512. */
export const START_PARAM_MAX_LENGTH: Readonly<Record<StartParamSource, number>> = { bot: 64, miniapp: 512 };

/** The marketing tags of the login calls (utm_source, utm_medium, utm_campaign, utm_term). */
export interface UtmTags {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
}

export type StartParamInvalidReason = 'too-long' | 'bad-characters' | TonConnectLinkError;

export type StartParam =
  | { kind: 'params'; ref?: string; utm: UtmTags; extra: Record<string, string> }
  | { kind: 'tonconnect'; request: TonConnectLinkRequest }
  | { kind: 'invalid'; reason: StartParamInvalidReason };

const ALLOWED = /^[A-Za-z0-9_-]*$/;
const PART_SEPARATOR = '-';
const KEY_SEPARATOR = '_';

/** Field names a `utm` part may start with: the full UTM names and the one-letter forms. */
const UTM_FIELDS: Readonly<Record<string, keyof UtmTags>> = {
  source: 'source',
  s: 'source',
  medium: 'medium',
  m: 'medium',
  campaign: 'campaign',
  c: 'campaign',
  term: 'term',
  t: 'term',
};

/**
 * Reads a deep-link start parameter (spec 000 §3, README "Known soft spots"). Never throws.
 *
 * - Longer than the source allows, or any character outside [A-Za-z0-9_-]: `invalid`.
 * - Starting with "tonconnect-": a TON Connect link in Telegram's encoding (see tonconnect-link).
 * - Otherwise parts split at '-', each part split at its first '_' into key and value:
 *   `ref_123-utm_abc` → ref "123", utm source "abc". The first occurrence of a key wins.
 *
 * Because a key ends at the first '_', "utm_source" cannot be a key. A `utm` part therefore
 * names its field at the start of its value: `utm_source_tg`, `utm_medium_cpc`,
 * `utm_campaign_spring_sale`, `utm_term_x`, or the one-letter forms `utm_s_tg`, `utm_m_cpc`,
 * `utm_c_spring`, `utm_t_x` (as the messenger source answer names them: utm_s, utm_m, utm_c).
 * A `utm` value without a known field name is the source (`utm_abc` → source "abc"); a known
 * field with nothing after it (`utm_source_`) adds nothing. Any other
 * key lands in `extra`; a part without '_' is a key with an empty value.
 */
export function parseStartParam(
  raw: string | null | undefined,
  options: { source: StartParamSource },
): StartParam {
  const text = raw ?? '';
  if (text.length > START_PARAM_MAX_LENGTH[options.source]) return { kind: 'invalid', reason: 'too-long' };
  if (!ALLOWED.test(text)) return { kind: 'invalid', reason: 'bad-characters' };
  if (text.startsWith(TONCONNECT_PREFIX)) {
    const result = parseTonConnectStartParam(text);
    return result.isValid
      ? { kind: 'tonconnect', request: result.request }
      : { kind: 'invalid', reason: result.reason };
  }
  return parseOrdinaryForm(text);
}

function parseOrdinaryForm(text: string): StartParam {
  let ref: string | undefined;
  const utm: UtmTags = {};
  const extra = new Map<string, string>();
  for (const part of text.split(PART_SEPARATOR)) {
    const [key, value] = splitAtFirst(part, KEY_SEPARATOR);
    if (key === '') continue;
    if (key === 'ref') {
      ref ??= value || undefined;
    } else if (key === 'utm') {
      addUtmTag(utm, value);
    } else if (!extra.has(key)) {
      extra.set(key, value);
    }
  }
  return { kind: 'params', ...(ref === undefined ? {} : { ref }), utm, extra: Object.fromEntries(extra) };
}

function addUtmTag(utm: UtmTags, value: string): void {
  const [head, rest] = splitAtFirst(value, KEY_SEPARATOR);
  const field =
    value.includes(KEY_SEPARATOR) && Object.hasOwn(UTM_FIELDS, head) ? UTM_FIELDS[head] : undefined;
  const [name, tag] = field ? [field, rest] : (['source', value] as const);
  if (tag !== '') utm[name] ??= tag;
}

function splitAtFirst(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
