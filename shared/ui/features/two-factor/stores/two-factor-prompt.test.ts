import { describe, expect, it } from 'vitest';
import { createTwoFactorPrompt } from './two-factor-prompt';

describe('two-factor prompt', () => {
  it('opens on request and resolves with the code the user submits', async () => {
    const prompt = createTwoFactorPrompt();
    expect(prompt.state.getState().isOpen).toBe(false);
    const answer = prompt.request();
    expect(prompt.state.getState().isOpen).toBe(true);
    prompt.submit('123456');
    await expect(answer).resolves.toBe('123456');
    expect(prompt.state.getState().isOpen).toBe(false);
  });

  it('resolves null on cancel', async () => {
    const prompt = createTwoFactorPrompt();
    const answer = prompt.request();
    prompt.cancel();
    await expect(answer).resolves.toBeNull();
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

  it('a submit with nothing pending does nothing', () => {
    const prompt = createTwoFactorPrompt();
    expect(() => prompt.submit('123456')).not.toThrow();
    expect(prompt.state.getState().isOpen).toBe(false);
  });
});
