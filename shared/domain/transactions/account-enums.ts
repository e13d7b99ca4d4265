import type { MessageKey } from '@ferry/locales';

/** Spec 001 §3: a card waits for its first top-up before it becomes active. */
export const CARD_STATES = [
  'notActivated',
  'activating',
  'active',
  'locked',
  'unlocked',
  'terminated',
] as const;
export type CardState = (typeof CARD_STATES)[number];

export function cardStateLabelKey(state: CardState): MessageKey {
  return `domain.cardState.${state}`;
}

export const API_KEY_TYPES = ['exchanger', 'wallet', 'white-label', 'widget'] as const;
export type ApiKeyType = (typeof API_KEY_TYPES)[number];

export const API_KEY_PERMISSION_LEVELS = ['on', 'off', 'advanced', 'test-mode'] as const;
export type ApiKeyPermissionLevel = (typeof API_KEY_PERMISSION_LEVELS)[number];

/** A frame key's domain is checked before use: in progress, failed (spec 001 §3), then verified. */
export const API_KEY_DOMAIN_STATES = ['in-progress', 'failed', 'verified'] as const;
export type ApiKeyDomainState = (typeof API_KEY_DOMAIN_STATES)[number];

export const DOCUMENT_TYPES = ['account-statement', 'letter-of-good-standing'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_FORMATS = ['PDF', 'XLSX', 'CSV'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export function documentTypeLabelKey(type: DocumentType): MessageKey {
  return `domain.documentType.${type}`;
}

/** Sign-in by provider; messenger sign-in by init data is a separate path. */
export const SIGN_IN_METHODS = ['email', 'google', 'appleId'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Native-app platforms (push tokens, store links). */
export const PLATFORMS = ['ios', 'android'] as const;
export type NativePlatform = (typeof PLATFORMS)[number];

/** Spec 000 §2. */
export const MAIN_TABS = ['FARM', 'FRENS', 'WALLET', 'SUPPORT', 'PROFILE', 'BALANCES', 'EXCHANGE'] as const;
export type MainTab = (typeof MAIN_TABS)[number];

export const SIDEBAR_TABS = ['exchanger', 'balances', 'profile'] as const;
export type SidebarTab = (typeof SIDEBAR_TABS)[number];

export function isMainTab(value: unknown): value is MainTab {
  return typeof value === 'string' && (MAIN_TABS as readonly string[]).includes(value);
}

export function mainTabLabelKey(tab: MainTab): MessageKey {
  return `domain.mainTab.${tab}`;
}

export function sidebarTabLabelKey(tab: SidebarTab): MessageKey {
  return `domain.sidebarTab.${tab}`;
}
