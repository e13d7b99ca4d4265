import { isIP } from 'node:net';
import { OutboundRefusal, type OutboundRefusalReason } from './outbound-refusal';
import { isCloudMetadataAddress, isLoopbackAddress, isPublicAddress } from './public-address';

export type ResolveHost = (hostname: string) => Promise<string[]>;

/**
 * Whose URL it is. `client`: a merchant or a visitor chose it (webhooks, callbacks, manifests) —
 * https to public addresses only, unless the setting lets private targets through. `operator`:
 * the server's own settings chose it (rates, SMS, tonapi), so any address the operator wrote goes.
 */
export type OutboundTrust = 'client' | 'operator';

export interface OutboundPolicy {
  trust: OutboundTrust;
  /** `OUTBOUND_ALLOW_PRIVATE_TARGETS` (development and tests with loopback receivers). */
  allowsPrivateTargets: boolean;
  resolve: ResolveHost;
}

/** The host as an address or a name: brackets off, lower case, a root dot dropped. */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

/**
 * The rules a URL meets before any name is resolved. The URL is WHATWG-parsed first, which
 * already turns 2130706433, 0x7f000001 and 0177.0.0.1 into 127.0.0.1 and `[::ffff:127.0.0.1]`
 * into `[::ffff:7f00:1]`; the address is then judged by its bytes.
 */
export function refusalOfShape(text: string | URL, policy: OutboundPolicy): OutboundRefusalReason | URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'url_invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'url_not_https';
  if (url.username || url.password) return 'url_has_credentials';
  if (policy.trust === 'operator') return url;
  const host = hostOf(url);
  if (url.protocol === 'http:' && !(policy.allowsPrivateTargets && isLoopbackHost(host)))
    return 'url_not_https';
  if (isIP(host) && isCloudMetadataAddress(host)) return 'url_not_public';
  if (policy.allowsPrivateTargets) return url;
  if (isIP(host)) return isPublicAddress(host) ? url : 'url_not_public';
  // `localhost`, its subdomains and single-label names (an intranet's search domain) stay home.
  if (isLoopbackHost(host) || !host.includes('.')) return 'url_not_public';
  return url;
}

/**
 * Every address the host stands for, each checked as an address (any private one refuses the
 * whole name: a resolver may hand out either). The fetch then connects to these and nothing else.
 */
export async function vettedAddresses(url: URL, policy: OutboundPolicy): Promise<string[]> {
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await policy.resolve(host);
  } catch {
    throw new OutboundRefusal('target_unresolved');
  }
  if (addresses.length === 0) throw new OutboundRefusal('target_unresolved');
  if (policy.trust === 'operator') return addresses;
  const isAllowed = policy.allowsPrivateTargets
    ? (address: string) => !isCloudMetadataAddress(address)
    : isPublicAddress;
  if (!addresses.every(isAllowed)) throw new OutboundRefusal('target_not_public');
  return addresses;
}
