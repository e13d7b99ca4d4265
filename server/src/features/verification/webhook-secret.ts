import type { Config } from '../../config/config';
import { isKycSandboxed } from '../../providers/kyc/sandbox-kyc-provider';

/**
 * The sandbox provider's per-webhook secret: the sandbox signs its webhooks with it and the
 * webhook route checks them with it, as with Sumsub's. Known to anyone who reads this file, so it
 * is used only while KYC is sandboxed and no SUMSUB_WEBHOOK_SECRET is set.
 */
export const SANDBOX_KYC_WEBHOOK_SECRET = 'ferry-sandbox-kyc-webhook-secret';

/** The secret that keys X-Payload-Digest; undefined when no webhook can be trusted. */
export function kycWebhookSecretOf(
  config: Pick<Config, 'sumsub' | 'providersMode' | 'providersOff'>,
): string | undefined {
  if (config.sumsub) return config.sumsub.webhookSecret;
  return isKycSandboxed(config) ? SANDBOX_KYC_WEBHOOK_SECRET : undefined;
}
