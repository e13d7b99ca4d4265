import './install-buffer';
import '@telegram-apps/telegram-ui/dist/styles.css';
import { bindThemeCssVariables, createBrowserPlatform } from '@ferry/shared/platform';
import { mountFerryApp, type ShellParts } from '@ferry/shared/ui';
import { isTMA } from '@telegram-apps/sdk-react';
import { followLaunchStartParam } from './follow-launch-start-param';
import { initTelegram, signalReady } from './telegram/init-telegram';
import { createTelegramPlatform } from './telegram/telegram-platform';

/** Inside Telegram the SDK drives everything; opened in a plain browser the app still works. */
function createShell(): ShellParts {
  if (isTMA()) {
    const launch = initTelegram();
    const browserLanguages = launch.userLanguage
      ? [launch.userLanguage, ...navigator.languages]
      : navigator.languages;
    const platform = createTelegramPlatform({
      uiPlatform: launch.uiPlatform,
      initData: launch.initData,
      user: launch.user,
      version: launch.version,
    });
    // Slow Android devices get a page without animations or blur (styles read the attribute).
    if (platform.performanceClass === 'low') document.documentElement.dataset.performance = 'low';
    // Every `--tg-theme-*` variable, the ones Telegram did not send derived from those it did.
    bindThemeCssVariables(platform.theme, document.documentElement);
    // Before the router reads the URL: a start parameter opens the screen it points at.
    followLaunchStartParam();
    return {
      platform,
      browserLanguages,
      onScreenButton: null,
      accountScope: launch.userId === null ? null : `tg${launch.userId}`,
      // `ready()` once the first screen has painted, not before and not after its data.
      onFirstPaint: signalReady,
    };
  }
  const platform = createBrowserPlatform({ window });
  bindThemeCssVariables(platform.theme, document.documentElement);
  return {
    platform,
    browserLanguages: navigator.languages,
    onScreenButton: platform.mainButton,
    accountScope: null,
  };
}

async function start(container: HTMLElement) {
  if (import.meta.env.DEV) {
    const { mockTelegramForDevelopment } = await import('./mock-env');
    mockTelegramForDevelopment();
  }
  try {
    await mountFerryApp(container, createShell());
  } catch (error) {
    // Telegram's placeholder must not stay forever over an app that failed to start.
    signalReady();
    throw error;
  }
}

const container = document.getElementById('root');
if (container) void start(container);
