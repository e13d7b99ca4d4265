/**
 * The landing shells the build draws into each app's HTML, one `<template>` each; the page's first
 * script picks the one for the path and the session it finds (`shell-boot.ts`), or none.
 */
export interface LandingShellVariant {
  /** The template's id suffix: `ferry-shell-<id>`. */
  id: string;
  app: 'web' | 'miniapp';
  screen: 'exchange' | 'balances';
  /** With a stored session (web) or Telegram's init data (mini-app): the main menu shows. */
  isSignedIn: boolean;
  /** telegram-ui's look: the mini-app follows Telegram's platform; the web is always `base`. */
  uiPlatform: 'base' | 'ios';
  /** The router's basename: links in the shell point where the app's do. */
  basename: '' | '/messenger';
  /**
   * A lazy screen's module: the build inlines its chunk's CSS into the template and preloads its
   * code (the entry's CSS does not style it).
   */
  routeModule?: string;
}

export const WEB_SHELL_VARIANTS: readonly LandingShellVariant[] = [
  { id: 'exchange', app: 'web', screen: 'exchange', isSignedIn: false, uiPlatform: 'base', basename: '' },
  {
    id: 'exchange-member',
    app: 'web',
    screen: 'exchange',
    isSignedIn: true,
    uiPlatform: 'base',
    basename: '',
  },
  {
    id: 'balances',
    app: 'web',
    screen: 'balances',
    isSignedIn: true,
    uiPlatform: 'base',
    basename: '',
    routeModule: 'shared/ui/app/routes/balances/balances-page.tsx',
  },
];

export const MINIAPP_SHELL_VARIANTS: readonly LandingShellVariant[] = [
  {
    id: 'exchange',
    app: 'miniapp',
    screen: 'exchange',
    isSignedIn: true,
    uiPlatform: 'base',
    basename: '/messenger',
  },
  {
    id: 'exchange-ios',
    app: 'miniapp',
    screen: 'exchange',
    isSignedIn: true,
    uiPlatform: 'ios',
    basename: '/messenger',
  },
];
