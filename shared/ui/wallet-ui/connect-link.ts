import { readTonConnectQuery, type TonConnectLinkResult } from '../../domain/start-param/tonconnect-link';

/**
 * A connect link as the user pastes or scans it: `tc://?v=2&id=…&r=…`, a wallet's universal link
 * `https://…?v=2&id=…`, or the bare query. Null when it is not a URL with a query at all.
 */
export function readConnectLink(text: string): TonConnectLinkResult | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const query = queryOf(trimmed);
  if (query === null) return null;
  return readTonConnectQuery(new URLSearchParams(query));
}

function queryOf(text: string): string | null {
  if (text.startsWith('?')) return text.slice(1);
  if (/^v=2&/i.test(text)) return text;
  try {
    const url = new URL(text);
    if (url.protocol !== 'tc:' && url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.search.slice(1);
  } catch {
    return null;
  }
}
