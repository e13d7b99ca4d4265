import { createHash, randomBytes } from 'node:crypto';
import type { SumsubSettings } from '../../config/sumsub-settings';
import {
  createSwitchedOffKyc,
  type KycAccess,
  type KycDocumentHolder,
  type KycProvider,
} from './kyc-provider';
import { createSumsubKycAdapter } from './sumsub-kyc-adapter';

const SANDBOX_KYC_NAME = 'sandbox-kyc';

/** How long a customer's access to the provider's page lasts (Sumsub's default is of this order). */
const ACCESS_TTL_MS = 30 * 60 * 1000;

/** Each live Sumsub call gives up after this, so a webhook that reads the applicant answers in time. */
const SUMSUB_CALL_TIMEOUT_MS = 4_000;

/** The person the sandbox provider "recognises" on every identity document (country in alpha-3, as Sumsub). */
export const SANDBOX_DOCUMENT_HOLDER: KycDocumentHolder = {
  firstName: 'Sandy',
  lastName: 'Box',
  dateOfBirth: '1990-01-01',
  documentCountry: 'DEU',
};

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
    async readApplicant(applicantId) {
      return { applicantId, person: { ...SANDBOX_DOCUMENT_HOLDER } };
    },
  };
}

interface KycSettings {
  providersMode: string;
  providersOff: readonly string[];
  publicUrl: string;
  sumsub?: SumsubSettings | undefined;
}

/** The sandbox provider runs in sandbox mode unless kyc is in PROVIDERS_OFF. */
export function isKycSandboxed(config: Pick<KycSettings, 'providersMode' | 'providersOff'>): boolean {
  return config.providersMode === 'sandbox' && !config.providersOff.includes('kyc');
}

/** Live mode runs Sumsub when its settings are present and kyc is not in PROVIDERS_OFF. */
export function isKycLive(config: Pick<KycSettings, 'providersMode' | 'providersOff' | 'sumsub'>): boolean {
  return config.providersMode === 'live' && !config.providersOff.includes('kyc') && !!config.sumsub;
}

/** The sandbox while KYC is sandboxed, Sumsub while it is live; otherwise the switched-off stand-in. */
export function createKycProvider(config: KycSettings): KycProvider {
  if (isKycSandboxed(config)) return createSandboxKyc(config.publicUrl);
  // Sumsub waits 5 s for a webhook's answer, and an approval reads the applicant inside it.
  if (isKycLive(config) && config.sumsub)
    return createSumsubKycAdapter(config.sumsub, { timeoutMs: SUMSUB_CALL_TIMEOUT_MS });
  return createSwitchedOffKyc();
}
