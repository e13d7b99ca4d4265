import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { DomainError } from '@ferry/shared/domain';
import { OutboundRefusal } from './outbound-refusal';
import {
  hostOf,
  type OutboundPolicy,
  type OutboundTrust,
  type ResolveHost,
  refusalOfShape,
  vettedAddresses,
} from './outbound-target';
import { pinnedRequest } from './pinned-request';
import { isCloudMetadataAddress, isPublicAddress } from './public-address';

/** What an outbound call may be told beyond fetch's own init: its caps. */
export interface OutboundInit extends RequestInit {
  timeoutMs?: number;
  maxBytes?: number;
}
export type OutboundFetch = (url: string | URL, init?: OutboundInit) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;

export const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The one door out of the server: every request the server makes goes through an
 * `OutboundFetch` from here. Client-chosen URLs are checked when stored (`checkUrl`) and again
 * at every call; each call resolves the name once, checks every address, and connects to those
 * addresses only. See docs/decisions.md "Outbound requests".
 */
export interface Outbound {
  allowsPrivateTargets: boolean;
  /** For a URL a client hands in to be called later: the URL to store, or a 400 on `field`. */
  checkUrl(text: string, field: string): Promise<string>;
  /** The same rules as a reason, for routes that answer their own refusal (the manifest). */
  refusalOf(text: string): Promise<OutboundRefusal | null>;
  /** Calls a client-chosen URL (webhooks, callbacks, manifests). */
  fetch: OutboundFetch;
  /** Calls a URL from the server's settings (rates, SMS, tonapi): pinned and capped as well. */
  fetchConfigured: OutboundFetch;
}

export function createOutbound(options: { allowsPrivateTargets: boolean; resolve?: ResolveHost }): Outbound {
  const policyOf = (trust: OutboundTrust): OutboundPolicy => ({
    trust,
    allowsPrivateTargets: options.allowsPrivateTargets,
    resolve: options.resolve ?? resolveWithDns,
  });
  const client = policyOf('client');

  function fetchWith(policy: OutboundPolicy): OutboundFetch {
    return async (target, init = {}) => {
      const url = refusalOfShape(target, policy);
      if (!(url instanceof URL)) throw new OutboundRefusal(url);
      const addresses = await vettedAddresses(url, policy);
      return pinnedRequest(url, addresses, init, {
        timeoutMs: init.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBytes: init.maxBytes ?? DEFAULT_MAX_BYTES,
      });
    };
  }

  async function refusalOf(text: string): Promise<OutboundRefusal | null> {
    const url = refusalOfShape(text, client);
    if (!(url instanceof URL)) return new OutboundRefusal(url);
    // A name that does not resolve yet is let through here and refused at the call if it still
    // does not; one that resolves into a private network is refused now.
    const host = hostOf(url);
    if (isIP(host)) return null;
    const addresses = await client.resolve(host).catch((): string[] => []);
    const isAllowed = client.allowsPrivateTargets
      ? (address: string) => !isCloudMetadataAddress(address)
      : isPublicAddress;
    return addresses.every(isAllowed) ? null : new OutboundRefusal('url_not_public');
  }

  return {
    allowsPrivateTargets: options.allowsPrivateTargets,
    refusalOf,
    async checkUrl(text, field) {
      const refusal = await refusalOf(text);
      if (refusal)
        throw new DomainError('VALIDATION_ERROR', {
          reason: refusal.reason,
          issues: [{ path: field, code: 'custom', message: 'validation.url', key: 'validation.url' }],
        });
      return new URL(text).toString();
    },
    fetch: fetchWith(client),
    fetchConfigured: fetchWith(policyOf('operator')),
  };
}

/**
 * For providers whose address comes from the server's settings (rates, SMS, tonapi, captcha,
 * the bot's loopback port): pinned to the address it resolved, no redirects, capped. The
 * setting about private targets does not apply: the operator wrote these addresses.
 */
export const fetchConfigured: OutboundFetch = createOutbound({ allowsPrivateTargets: false }).fetchConfigured;
