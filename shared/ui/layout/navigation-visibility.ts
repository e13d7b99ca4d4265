import type { DisplayMode } from '@ferry/shared/domain';
import {
  AUTH_PATH,
  BALANCES_PATH,
  CONFIRM_TERMS_PATH,
  EXCHANGE_PATH,
  MAINTENANCE_PATH,
  NATIVE_ERROR_PATH,
  PROFILE_PATH,
  SANDBOX_KYC_PATH,
  SESSION_EXPIRED_PATH,
  UPDATE_REQUIRED_PATH,
} from '../shell/paths';
import type { SessionStatus } from '../shell/session/session-store';

/** The mini-app's tabs with screens of other areas, named here since the layout sits below them. */
export const FARM_TAB_PATH = '/farm';
export const FRENS_TAB_PATH = '/frens';
/** The self-custody wallet's home (`WALLET_PATH` of wallet-ui). */
export const WALLET_TAB_PATH = '/balances/web3-wallet';

/**
 * Full display (web, native): the spec's sidebar tabs, exchanger, balances, profile, and the farm
 * and frens after them (behind More on a phone), roots as the mini-app's More screens are.
 */
export const SIDEBAR_TAB_PATHS = [
  EXCHANGE_PATH,
  BALANCES_PATH,
  PROFILE_PATH,
  FARM_TAB_PATH,
  FRENS_TAB_PATH,
] as const;

/**
 * The mini-app's main tabs (spec 000 §2: FARM, FRENS, WALLET, SUPPORT, PROFILE, BALANCES,
 * EXCHANGE) that are screens; SUPPORT opens the help bot and is no screen of its own.
 */
export const MESSENGER_TAB_PATHS = [
  EXCHANGE_PATH,
  BALANCES_PATH,
  FARM_TAB_PATH,
  FRENS_TAB_PATH,
  WALLET_TAB_PATH,
  PROFILE_PATH,
] as const;

export function mainTabPaths(mode: DisplayMode): readonly string[] {
  return mode === 'messenger' ? MESSENGER_TAB_PATHS : SIDEBAR_TAB_PATHS;
}

/** Screens that stand alone: signing in, the terms, the app-wide stops and the sandbox KYC page. */
const STANDALONE_PREFIXES = [
  AUTH_PATH,
  CONFIRM_TERMS_PATH,
  SESSION_EXPIRED_PATH,
  MAINTENANCE_PATH,
  UPDATE_REQUIRED_PATH,
  NATIVE_ERROR_PATH,
  SANDBOX_KYC_PATH,
];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isMainTabPath(pathname: string, mode: DisplayMode = 'display'): boolean {
  return mainTabPaths(mode).some((path) => pathname === path);
}

/**
 * Where the main menu shows (docs/decisions.md, "shell: navigation"):
 * - `none`: frames (a merchant's page), signed-out visits, and standalone screens;
 * - `root`: a main tab's own screen — bottom tabs on mobile, the sidebar on desktop;
 * - `child`: a screen under a tab — the sidebar on desktop only; on mobile the screen has the
 *   whole height and its back control, as in Telegram Wallet.
 */
export function navigationVisibility(input: {
  mode: DisplayMode;
  status: SessionStatus;
  pathname: string;
}): 'none' | 'root' | 'child' {
  const { mode, status, pathname } = input;
  if (mode === 'widget' || mode === 'pay-frame') return 'none';
  if (status !== 'signed-in') return 'none';
  if (STANDALONE_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return 'none';
  return isMainTabPath(pathname, mode) ? 'root' : 'child';
}
