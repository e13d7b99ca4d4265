import { describe, expect, it } from 'vitest';
import { createTwoFactorPrompt } from './two-factor-prompt';

describe('two-factor prompt', () => {
  it('opens on request, resolves with the code, and stays open checking until the call is answered', async () => {
    const prompt = createTwoFactorPrompt();
    expect(prompt.state.getState().isOpen).toBe(false);
    const answer = prompt.request();
    expect(prompt.state.getState()).toEqual({ isOpen: true, isChecking: false, rejection: null });
    prompt.submit('123456');
    await expect(answer).resolves.toBe('123456');
    expect(prompt.state.getState()).toEqual({ isOpen: true, isChecking: true, rejection: null });
    prompt.close();
    expect(prompt.state.getState().isOpen).toBe(false);
  });

  it('a refused code asks again in the same dialog, with the reason', async () => {
    const prompt = createTwoFactorPrompt();
    const first = prompt.request();
    prompt.submit('000000');
    await first;
    const again = prompt.request({ code: 'AUTH_2FA_INVALID' });
    expect(prompt.state.getState()).toEqual({
      isOpen: true,
      isChecking: false,
      rejection: 'AUTH_2FA_INVALID',
    });
    prompt.submit('654321');
    await expect(again).resolves.toBe('654321');
    expect(prompt.state.getState().rejection).toBeNull();
  });

  it('resolves null on cancel and closes', async () => {
    const prompt = createTwoFactorPrompt();
    const answer = prompt.request();
    prompt.cancel();
    await expect(answer).resolves.toBeNull();
    expect(prompt.state.getState().isOpen).toBe(false);
  });

  it('two calls at once share one dialog and one code; the next request opens a new one', async () => {
    const prompt = createTwoFactorPrompt();
    const first = prompt.request();
    const second = prompt.request();
    expect(second).toBe(first);
    prompt.submit('111111');
    await expect(Promise.all([first, second])).resolves.toEqual(['111111', '111111']);
    const third = prompt.request();
    expect(third).not.toBe(first);
    prompt.submit('222222');
    await expect(third).resolves.toBe('222222');
  });

  it('close leaves a dialog that is waiting for a code open', () => {
    const prompt = createTwoFactorPrompt();
    void prompt.request();
    prompt.close();
    expect(prompt.state.getState().isOpen).toBe(true);
  });

  it('a submit with nothing pending does nothing', () => {
    const prompt = createTwoFactorPrompt();
    expect(() => prompt.submit('123456')).not.toThrow();
    expect(prompt.state.getState().isOpen).toBe(false);
  });
});
