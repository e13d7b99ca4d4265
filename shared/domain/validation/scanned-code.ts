import { Address } from '@ton/core';
import { isValidTonAddress } from './address-ton';

/** What a QR code scanned into an address field turned out to hold. */
export type ScannedCode =
  | { kind: 'ton-address'; address: string; comment: string | null }
  | { kind: 'ton-connect'; link: string };

function tonAddressOf(value: string): string | null {
  if (isValidTonAddress(value)) return value;
  // `ton://transfer/…` links may carry the url-safe form with percent escapes.
  return Address.isAddress(value) ? value : null;
}

/**
 * Reads a scanned QR code: a bare TON address, a `ton://transfer/<address>?text=…` payment link
 * (the address and its comment), or a TON Connect request `tc://…` (kept whole, for the wallet
 * to answer). Anything else is null. URLs are read with the URL parser, addresses with @ton/core.
 */
export function parseScannedCode(text: string): ScannedCode | null {
  const value = text.trim();
  if (value === '') return null;
  if (isValidTonAddress(value)) return { kind: 'ton-address', address: value, comment: null };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'tc:') return url.searchParams.has('id') ? { kind: 'ton-connect', link: value } : null;
  if (url.protocol !== 'ton:' || url.hostname !== 'transfer') return null;
  const address = tonAddressOf(decodeURIComponent(url.pathname.replace(/^\//, '')));
  if (!address) return null;
  return { kind: 'ton-address', address, comment: url.searchParams.get('text') };
}
