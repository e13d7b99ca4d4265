import { Resolver } from 'node:dns/promises';

export type DomainCheckResult = 'verified' | 'failed';

/** Proves that the merchant controls the domain a widget key is bound to. */
export interface DomainVerifier {
  check(domain: string, publicKey: string): Promise<DomainCheckResult>;
}

/** The TXT record a merchant publishes on the domain: `ferry-verification=<public key>`. */
export function verificationRecord(publicKey: string): string {
  return `ferry-verification=${publicKey}`;
}

/** Reserved names (RFC 2606, RFC 6761) that a sandbox treats as the merchant's own. */
const SANDBOX_SUFFIXES = ['.test', '.example', '.localhost'];

/**
 * Sandbox: no DNS at all. A domain under `.test`, `.example` or `localhost` verifies, any other
 * fails, so both outcomes can be shown without the network.
 */
export function createSandboxDomainVerifier(): DomainVerifier {
  return {
    async check(domain) {
      const name = domain.toLowerCase();
      const isReserved = name === 'localhost' || SANDBOX_SUFFIXES.some((suffix) => name.endsWith(suffix));
      return isReserved ? 'verified' : 'failed';
    },
  };
}

/** Live: reads the domain's TXT records; a lookup that fails or finds no match is a failure. */
export function createDnsDomainVerifier(
  resolveTxt: (domain: string) => Promise<string[][]> = createResolveTxt(),
): DomainVerifier {
  return {
    async check(domain, publicKey) {
      const expected = verificationRecord(publicKey);
      try {
        // A long TXT value arrives split into 255-byte strings; joined they are one record.
        const records = (await resolveTxt(domain)).map((chunks) => chunks.join('').trim());
        return records.includes(expected) ? 'verified' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

function createResolveTxt(): (domain: string) => Promise<string[][]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return (domain) => resolver.resolveTxt(domain);
}
