import { createHash, randomBytes } from 'node:crypto';
import { createSwitchedOffKyc, type KycAccess, type KycProvider } from './kyc-provider';

const SANDBOX_KYC_NAME = 'sandbox-kyc';

/** How long a customer's access to the provider's page lasts (Sumsub's default is of this order). */
const ACCESS_TTL_MS = 30 * 60 * 1000;

/**
 * The sandbox KYC provider. Its applicant id is fixed by the external reference (creating twice
 * gives the same applicant, as the real providers' idempotent create does); reviews do not come by
 * themselves: the sandbox dev route (`/api/dev/sandbox/customer-verifications/:id/review`) says
 * what the customer did and what the provider decided.
 */
function createSandboxKyc(publicUrl: string): KycProvider {
  return {
    name: SANDBOX_KYC_NAME,
    async createApplicant({ externalRef }) {
      return { applicantId: `sbx_${createHash('sha256').update(externalRef).digest('hex').slice(0, 24)}` };
    },
    async issueAccess(applicantId, nowMs): Promise<KycAccess> {
      const token = `sbx_act_${randomBytes(24).toString('base64url')}`;
      const url = new URL(`/sandbox-kyc/${encodeURIComponent(applicantId)}`, `${publicUrl}/`);
      url.searchParams.set('access_token', token);
      return { token, url: url.toString(), expiresAt: new Date(nowMs + ACCESS_TTL_MS) };
    },
    // The sandbox keeps no applicant of its own: Ferry's record is the whole state.
    async changeLevel() {},
    async cancelApplicant() {},
  };
}

interface KycSettings {
  providersMode: string;
  providersOff: readonly string[];
  publicUrl: string;
}

/** Live mode has no KYC adapter yet, so it must switch kyc off (provider-settings.ts). */
export function isKycSandboxed(config: Omit<KycSettings, 'publicUrl'>): boolean {
  return config.providersMode === 'sandbox' && !config.providersOff.includes('kyc');
}

/** The sandbox while KYC is sandboxed; otherwise the switched-off stand-in. */
export function createKycProvider(config: KycSettings): KycProvider {
  return isKycSandboxed(config) ? createSandboxKyc(config.publicUrl) : createSwitchedOffKyc();
}
