import { describe, expect, it } from 'vitest';
import { parseStartParam } from './parse-start-param';
import { decodeTelegramStartQuery, readTonConnectQuery, type TonConnectLinkRequest } from './tonconnect-link';

const DAPP_ID = '9a3f6c1e5b7d20486e1f3a5c7b9d0e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b';
const MANIFEST_URL = 'https://app.ferry.example/tonconnect-manifest.json';
const CONNECT_REQUEST = { manifestUrl: MANIFEST_URL, items: [{ name: 'ton_addr' }] };

/** Written out once by hand from what a dApp's SDK puts after `startapp=`. */
const LITERAL_LINK =
  'tonconnect-v__2-id__9a3f6c1e5b7d20486e1f3a5c7b9d0e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b-r__--7B--22manifestUrl' +
  '--22--3A--22https--3A--2F--2Fapp--2Eferry--2Eexample--2Ftonconnect--2Dmanifest--2Ejson--22--2C--22items--22' +
  '--3A--5B--7B--22name--22--3A--22ton--5Faddr--22--7D--5D--7D-ret__back';

/**
 * Builds a start parameter the way @tonconnect/sdk does for a Telegram wallet: the fields go
 * through URLSearchParams, then '.', '-', '_' are percent-escaped and '&' → '-', '=' → '__',
 * '%' → '--'.
 */
function buildSdkStartParam(fields: readonly [string, string][]): string {
  const url = new URL('about:blank');
  for (const [key, value] of fields) url.searchParams.append(key, value);
  const query = url.toString().split('?')[1] ?? '';
  const encoded = query
    .replaceAll('.', '%2E')
    .replaceAll('-', '%2D')
    .replaceAll('_', '%5F')
    .replaceAll('&', '-')
    .replaceAll('=', '__')
    .replaceAll('%', '--');
  return `tonconnect-${encoded}`;
}

function expectRequest(raw: string): TonConnectLinkRequest {
  const result = parseStartParam(raw, { source: 'miniapp' });
  if (result.kind !== 'tonconnect')
    throw new Error(`expected a TON Connect request, got ${JSON.stringify(result)}`);
  return result.request;
}

describe('TON Connect start parameter', () => {
  it('reads the literal link', () => {
    expect(parseStartParam(LITERAL_LINK, { source: 'miniapp' })).toEqual({
      kind: 'tonconnect',
      request: { v: '2', id: DAPP_ID, r: CONNECT_REQUEST, ret: 'back', traceId: null },
    });
  });

  it('reads a link built as the SDK builds it', () => {
    const raw = buildSdkStartParam([
      ['v', '2'],
      ['id', DAPP_ID],
      ['r', JSON.stringify(CONNECT_REQUEST)],
      ['ret', 'none'],
    ]);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(expectRequest(raw)).toEqual({
      v: '2',
      id: DAPP_ID,
      r: CONNECT_REQUEST,
      ret: 'none',
      traceId: null,
    });
  });

  it('builds the literal link exactly as the SDK would', () => {
    const fields: [string, string][] = [
      ['v', '2'],
      ['id', DAPP_ID],
      ['r', JSON.stringify(CONNECT_REQUEST)],
      ['ret', 'back'],
    ];
    expect(buildSdkStartParam(fields)).toBe(LITERAL_LINK);
  });

  it('reads the newer SDK order with trace_id and a ton_proof item', () => {
    const request = {
      manifestUrl: 'https://dapp.example/manifest.json',
      items: [{ name: 'ton_addr' }, { name: 'ton_proof', payload: 'e5b2_proof-payload.1' }],
    };
    const raw = buildSdkStartParam([
      ['v', '2'],
      ['id', DAPP_ID.toUpperCase()],
      ['trace_id', '0190f3a2-7c1e-7b4d-9e8f-1a2b3c4d5e6f'],
      ['r', JSON.stringify(request)],
    ]);
    expect(expectRequest(raw)).toEqual({
      v: '2',
      id: DAPP_ID,
      r: request,
      ret: 'back',
      traceId: '0190f3a2-7c1e-7b4d-9e8f-1a2b3c4d5e6f',
    });
  });

  it('reads a per-request link without r', () => {
    const raw = buildSdkStartParam([
      ['v', '2'],
      ['id', DAPP_ID],
    ]);
    expect(expectRequest(raw)).toEqual({ v: '2', id: DAPP_ID, r: null, ret: 'back', traceId: null });
  });

  it.each([
    ['https://t.me/ferry_dapp_bot/app', 'https://t.me/ferry_dapp_bot/app'],
    ['tg://resolve?domain=ferry_dapp_bot', 'tg://resolve?domain=ferry_dapp_bot'],
    ['back', 'back'],
  ])('accepts the return %s', (ret, expected) => {
    const raw = buildSdkStartParam([
      ['v', '2'],
      ['id', DAPP_ID],
      ['r', JSON.stringify(CONNECT_REQUEST)],
      ['ret', ret],
    ]);
    expect(expectRequest(raw).ret).toBe(expected);
  });

  it('drops request items it does not know', () => {
    const request = {
      manifestUrl: MANIFEST_URL,
      items: [{ name: 'ton_addr' }, { name: 'future_item' }, 'junk'],
    };
    const raw = buildSdkStartParam([
      ['v', '2'],
      ['id', DAPP_ID],
      ['r', JSON.stringify(request)],
    ]);
    expect(expectRequest(raw).r).toEqual(CONNECT_REQUEST);
  });

  const valid = (overrides: Record<string, string | null>): [string, string][] => {
    const fields: Record<string, string | null> = {
      v: '2',
      id: DAPP_ID,
      r: JSON.stringify(CONNECT_REQUEST),
      ret: 'back',
      ...overrides,
    };
    return Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null);
  };

  it.each<[string, [string, string][], string]>([
    ['v=3', valid({ v: '3' }), 'tonconnect-version'],
    ['no v', valid({ v: null }), 'tonconnect-version'],
    ['v=02', valid({ v: '02' }), 'tonconnect-version'],
    ['a short id', valid({ id: DAPP_ID.slice(2) }), 'tonconnect-id'],
    ['a non-hex id', valid({ id: `${DAPP_ID.slice(1)}z` }), 'tonconnect-id'],
    ['no id', valid({ id: null }), 'tonconnect-id'],
    [
      'broken JSON',
      valid({ r: '{"manifestUrl":"https://a.example/m.json","items":[' }),
      'tonconnect-request',
    ],
    ['r as an array', valid({ r: '[]' }), 'tonconnect-request'],
    [
      'r without ton_addr',
      valid({ r: JSON.stringify({ manifestUrl: MANIFEST_URL, items: [] }) }),
      'tonconnect-request',
    ],
    [
      'items not a list',
      valid({ r: JSON.stringify({ manifestUrl: MANIFEST_URL, items: 'ton_addr' }) }),
      'tonconnect-request',
    ],
    [
      'a manifest that is not a URL',
      valid({ r: JSON.stringify({ manifestUrl: 'manifest.json', items: [{ name: 'ton_addr' }] }) }),
      'tonconnect-request',
    ],
    [
      'a javascript: manifest',
      valid({ r: JSON.stringify({ manifestUrl: 'javascript:alert(1)', items: [{ name: 'ton_addr' }] }) }),
      'tonconnect-request',
    ],
    ['a javascript: return', valid({ ret: 'javascript:alert(1)' }), 'tonconnect-return'],
    ['a data: return', valid({ ret: 'data:text/html,x' }), 'tonconnect-return'],
    ['an http return', valid({ ret: 'http://dapp.example' }), 'tonconnect-return'],
    ['an unknown return word', valid({ ret: 'home' }), 'tonconnect-return'],
  ])('refuses %s', (_name, fields, reason) => {
    expect(parseStartParam(buildSdkStartParam(fields), { source: 'miniapp' })).toEqual({
      kind: 'invalid',
      reason,
    });
  });

  // @tonconnect/ui on a desktop browser writes the browser's own scheme as the return (desktop
  // Chrome on Linux, Windows or macOS: googlechrome://): a web wallet cannot open it, so it stays.
  it.each(['googlechrome://', 'firefox://', 'opera-http://'])('reads ret=%s as "none"', (ret) => {
    const result = parseStartParam(buildSdkStartParam(valid({ ret })), { source: 'miniapp' });
    expect(result).toMatchObject({ kind: 'tonconnect', request: { ret: 'none' } });
  });

  it.each([
    ['a broken escape', 'tonconnect-v__2-id__ab-r__--ZZ', 'tonconnect-encoding'],
    ['a dangling escape', 'tonconnect-v__2-r__--7', 'tonconnect-encoding'],
    ['the prefix alone', 'tonconnect-', 'tonconnect-version'],
    ['a literal with a short id', LITERAL_LINK.replace(`id__${DAPP_ID}`, 'id__9a3f'), 'tonconnect-id'],
    ['a literal with v__1', LITERAL_LINK.replace('v__2', 'v__1'), 'tonconnect-version'],
    ['a literal with its JSON cut', LITERAL_LINK.replace('--7D--5D--7D-ret__back', ''), 'tonconnect-request'],
  ])('refuses %s', (_name, raw, reason) => {
    expect(parseStartParam(raw, { source: 'miniapp' })).toEqual({ kind: 'invalid', reason });
  });

  it('refuses a link longer than 512 characters', () => {
    const request = {
      manifestUrl: `https://dapp.example/${'m'.repeat(300)}.json`,
      items: [{ name: 'ton_addr' }],
    };
    const raw = buildSdkStartParam(valid({ r: JSON.stringify(request) }));
    expect(raw.length).toBeGreaterThan(512);
    expect(parseStartParam(raw, { source: 'miniapp' })).toEqual({ kind: 'invalid', reason: 'too-long' });
  });

  it('refuses a connect link in a bot payload, which holds 64 characters', () => {
    expect(parseStartParam(LITERAL_LINK, { source: 'bot' })).toEqual({ kind: 'invalid', reason: 'too-long' });
  });
});

describe('decodeTelegramStartQuery', () => {
  it.each([
    ['v__2-id__ab', 'v=2&id=ab'],
    ['r__--7B--22a--22--7D', 'r=%7B%22a%22%7D'],
    ['x__a--2Db--5Fc--2Ed', 'x=a%2Db%5Fc%2Ed'],
    ['a____b', 'a==b'],
    ['', ''],
  ])('%s → %s', (encoded, expected) => {
    expect(decodeTelegramStartQuery(encoded)).toBe(expected);
  });
});

describe('readTonConnectQuery', () => {
  it('reads the query of a tc:// link', () => {
    const link = new URL(
      `tc://?v=2&id=${DAPP_ID}&r=${encodeURIComponent(JSON.stringify(CONNECT_REQUEST))}&ret=none`,
    );
    expect(readTonConnectQuery(link.searchParams)).toEqual({
      isValid: true,
      request: { v: '2', id: DAPP_ID, r: CONNECT_REQUEST, ret: 'none', traceId: null },
    });
  });

  it('refuses a query without a version', () => {
    expect(readTonConnectQuery(new URLSearchParams(`id=${DAPP_ID}`))).toEqual({
      isValid: false,
      reason: 'tonconnect-version',
    });
  });
});
