import { describe, expect, it } from 'vitest';
import { type BotProfileApi, setUpBotProfile } from './bot-profile';
import { createTranslate } from './translate';

/** The emulator has neither call, so the profile is set through this recorder. */
function createRecorder() {
  const calls: { method: string; args: unknown[] }[] = [];
  const api = {
    setMyCommands: async (...args: unknown[]) => {
      calls.push({ method: 'setMyCommands', args });
      return true as const;
    },
    setChatMenuButton: async (...args: unknown[]) => {
      calls.push({ method: 'setChatMenuButton', args });
      return true as const;
    },
  } as unknown as BotProfileApi;
  return { api, calls };
}

describe('setUpBotProfile', () => {
  it('registers the four commands in English by default and in each language for its speakers', async () => {
    const { api, calls } = createRecorder();
    await setUpBotProfile(api, { publicUrl: 'https://ferry.example' }, await createTranslate());
    const commandCalls = calls.filter((call) => call.method === 'setMyCommands');
    expect(
      commandCalls.map((call) => (call.args[1] as { language_code?: string } | undefined)?.language_code),
    ).toEqual([undefined, 'en', 'uk', 'ru', 'pl']);
    expect(commandCalls[0]?.args[0]).toEqual([
      { command: 'start', description: 'Open Ferry' },
      { command: 'help', description: 'How Ferry works and where to get help' },
      { command: 'balance', description: 'Your balance' },
      { command: 'language', description: 'Change the language' },
    ]);
    const polish = (commandCalls[4]?.args[0] ?? []) as { description: string }[];
    expect(polish[2]?.description).toBe('Twoje saldo');
  });

  it('makes the menu button open the mini-app', async () => {
    const { api, calls } = createRecorder();
    await setUpBotProfile(api, { publicUrl: 'https://ferry.example' }, await createTranslate());
    expect(calls.find((call) => call.method === 'setChatMenuButton')?.args[0]).toEqual({
      menu_button: {
        type: 'web_app',
        text: 'Ferry',
        web_app: { url: 'https://ferry.example/messenger/exchange' },
      },
    });
  });

  it('leaves Telegram’s menu on a plain-http address, where a mini-app cannot open', async () => {
    const { api, calls } = createRecorder();
    await setUpBotProfile(api, { publicUrl: 'http://localhost:8080' }, await createTranslate());
    expect(calls.map((call) => call.method)).not.toContain('setChatMenuButton');
  });
});
