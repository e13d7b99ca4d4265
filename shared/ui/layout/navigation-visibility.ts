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

/**
 * The main tabs that exist (spec 000 §2 lists farm, frens, wallet and support too; those screens
 * do not exist yet, so they are absent rather than dead ends).
 */
export const MAIN_TAB_PATHS = [EXCHANGE_PATH, BALANCES_PATH, PROFILE_PATH] as const;

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

export function isMainTabPath(pathname: string): boolean {
  return MAIN_TAB_PATHS.some((path) => pathname === path);
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
  return isMainTabPath(pathname) ? 'root' : 'child';
}
