import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { SWITCHABLE_PROVIDERS } from '../../config/provider-settings';
import { liveEnvironment } from '../../test-support/live-environment';
import { createKycProvider, isKycLive, isKycSandboxed } from './sandbox-kyc-provider';

const SUMSUB = {
  SUMSUB_APP_TOKEN: 'prd:app-token',
  SUMSUB_SECRET_KEY: 'secret-key',
  SUMSUB_WEBHOOK_SECRET: 'webhook-secret',
};

/** Every switchable provider off but kyc. */
const ALL_BUT_KYC = SWITCHABLE_PROVIDERS.filter((name) => name !== 'kyc').join(',');

describe('kyc in live mode', () => {
  it('stays off without Sumsub settings, and live mode still demands kyc in PROVIDERS_OFF', async () => {
    const config = loadConfig(liveEnvironment());
    expect(isKycSandboxed(config)).toBe(false);
    expect(isKycLive(config)).toBe(false);
    const kyc = createKycProvider(config);
    expect(kyc.name).toBe('off');
    await expect(kyc.createApplicant({ externalRef: 'ver_1', level: 'identity' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'no_live_provider', provider: 'kyc' },
    });
    await expect(kyc.readApplicant('0123abcd')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(() => loadConfig({ ...liveEnvironment(), PROVIDERS_OFF: ALL_BUT_KYC })).toThrow(
      'PROVIDERS_OFF: kyc has no live adapter',
    );
  });

  it('runs Sumsub when its settings are present, without kyc in PROVIDERS_OFF', () => {
    const config = loadConfig({ ...liveEnvironment(), ...SUMSUB, PROVIDERS_OFF: ALL_BUT_KYC });
    expect(config.providersOff).not.toContain('kyc');
    expect(isKycLive(config)).toBe(true);
    expect(createKycProvider(config).name).toBe('sumsub');
  });

  it('keeps kyc off when the operator names it in PROVIDERS_OFF, Sumsub settings or not', () => {
    const config = loadConfig({ ...liveEnvironment(), ...SUMSUB });
    expect(config.providersOff).toContain('kyc');
    expect(isKycLive(config)).toBe(false);
    expect(createKycProvider(config).name).toBe('off');
  });
});
