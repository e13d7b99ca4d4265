import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaUnavailableError } from '../../../lib/api-error-text';
import { createCaptcha } from './captcha';

const RECAPTCHA = { provider: 'recaptcha', site_key: 'site-key-1', sandbox_token: null } as const;

afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('captcha (RECAPTCHA-ACTION and RECAPTCHA-TOKEN headers)', () => {
  it('the sandbox answers with the token init-settings names, loading nothing', async () => {
    const load = vi.fn();
    const captcha = createCaptcha({ provider: 'sandbox', site_key: null, sandbox_token: 'sandbox-ok' }, load);
    await expect(captcha.getToken('login')).resolves.toEqual({ action: 'login', token: 'sandbox-ok' });
    expect(load).not.toHaveBeenCalled();
  });

  it('reCAPTCHA v3 loads Google’s script on first use and scores the action', async () => {
    const execute = vi.fn(async () => 'token-from-google');
    const load = vi.fn(async () => {
      (window as { grecaptcha?: unknown }).grecaptcha = { ready: (done: () => void) => done(), execute };
    });
    const captcha = createCaptcha(RECAPTCHA, load);
    expect(load).not.toHaveBeenCalled();
    await expect(captcha.getToken('login')).resolves.toEqual({ action: 'login', token: 'token-from-google' });
    expect(load).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=site-key-1');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
  });

  const failingLoad = async (): Promise<void> => Promise.reject(new Error('blocked'));
  const silentLoad = async (): Promise<void> => undefined;
  it.each([
    ['the script fails to load', { ...RECAPTCHA }, failingLoad],
    ['the script loads but never starts', { ...RECAPTCHA }, silentLoad],
    ['no site key is configured', { ...RECAPTCHA, site_key: null }, silentLoad],
  ])('%s → "reCAPTCHA failed to load"', async (_name, settings, load) => {
    const captcha = createCaptcha(settings, load);
    await expect(captcha.getToken('login')).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});
