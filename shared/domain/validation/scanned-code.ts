import { Address } from '@ton/core';
import { isNetwork, NETWORK_INFO } from '../networks/networks';
import { isValidAddress } from './address';
import { isValidTonAddress } from './address-ton';

/** What a QR code scanned into an address field turned out to hold. */
export type ScannedCode =
  /** An address to send to; `comment` is a payment link's text (a TON memo). */
  { kind: 'address'; address: string; comment: string | null } | { kind: 'ton-connect'; link: string };

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
  if (isValidTonAddress(value)) return { kind: 'address', address: value, comment: null };
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
  return { kind: 'address', address, comment: url.searchParams.get('text') };
}

/**
 * A scanned code read for an address field on `network`: on TON (or with no network known) a
 * TON address, `ton://transfer` link or TON Connect request as above; on another network an
 * address valid there (checksum included). Anything else is null, and the scanner keeps looking.
 */
export function readScannedAddress(text: string, network: string | null): ScannedCode | null {
  if (network === null || !isNetwork(network) || NETWORK_INFO[network].addressFamily === 'ton') {
    const code = parseScannedCode(text);
    if (
      code?.kind === 'address' &&
      network !== null &&
      isNetwork(network) &&
      !isValidAddress(network, code.address)
    )
      return null;
    return code;
  }
  const value = text.trim();
  return isValidAddress(network, value) ? { kind: 'address', address: value, comment: null } : null;
}
