import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { liveEnvironment } from '../../test-support/live-environment';
import { createKycProvider, isKycSandboxed } from './sandbox-kyc-provider';

const SUMSUB = {
  SUMSUB_APP_TOKEN: 'prd:app-token',
  SUMSUB_SECRET_KEY: 'secret-key',
  SUMSUB_WEBHOOK_SECRET: 'webhook-secret',
};

/** The Sumsub adapter is not wired in yet: live mode keeps kyc switched off, with or without it. */
describe('kyc in live mode', () => {
  it.each([
    { name: 'without Sumsub settings', environment: liveEnvironment() },
    { name: 'with Sumsub settings', environment: { ...liveEnvironment(), ...SUMSUB } },
  ])('stays off $name', async ({ environment }) => {
    const config = loadConfig(environment);
    expect(config.providersOff).toContain('kyc');
    expect(isKycSandboxed(config)).toBe(false);
    const kyc = createKycProvider(config);
    expect(kyc.name).toBe('off');
    await expect(kyc.createApplicant({ externalRef: 'ver_1', level: 'identity' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'no_live_provider', provider: 'kyc' },
    });
  });

  it('still needs kyc in PROVIDERS_OFF when Sumsub is configured', () => {
    const environment = {
      ...liveEnvironment(),
      ...SUMSUB,
      PROVIDERS_OFF: 'payouts,acquiring,bankTransfer,blik,monobank,cryptoNetworks',
    };
    expect(() => loadConfig(environment)).toThrow('PROVIDERS_OFF: kyc has no live adapter');
  });
});
