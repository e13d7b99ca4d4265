import { LANGUAGES } from '@ferry/locales';
import type { Api } from 'grammy';
import type { BotConfig } from './bot-config';
import type { Translate } from './translate';

/** The Bot API calls that set the bot's profile; a recorder in tests (the emulator lacks them). */
export type BotProfileApi = Pick<Api, 'setMyCommands' | 'setChatMenuButton'>;

const COMMANDS = [
  ['start', 'bot.commandStart'],
  ['help', 'bot.commandHelp'],
  ['balance', 'bot.commandBalance'],
  ['language', 'bot.commandLanguage'],
] as const;

/**
 * Registers the commands in every language (English as the default list, each language for the
 * users whose Telegram speaks it) and makes the menu button open the mini-app. Telegram opens
 * menu-button mini-apps only from https addresses, so a plain-http development address keeps
 * Telegram's default menu.
 */
export async function setUpBotProfile(
  api: BotProfileApi,
  config: Pick<BotConfig, 'publicUrl'>,
  translate: Translate,
): Promise<void> {
  const commandsIn = (language: (typeof LANGUAGES)[number]) =>
    COMMANDS.map(([command, key]) => ({ command, description: translate(language, key) }));
  await api.setMyCommands(commandsIn('en'));
  for (const language of LANGUAGES) {
    await api.setMyCommands(commandsIn(language), { language_code: language });
  }
  if (config.publicUrl.startsWith('https://')) {
    await api.setChatMenuButton({
      menu_button: {
        type: 'web_app',
        text: 'Ferry',
        web_app: { url: `${config.publicUrl}/messenger/exchange` },
      },
    });
  }
}
