import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_DOMAIN_STATES,
  API_KEY_PERMISSION_LEVELS,
  API_KEY_TYPES,
  CARD_STATES,
  cardStateLabelKey,
  DOCUMENT_FORMATS,
  DOCUMENT_TYPES,
  documentTypeLabelKey,
  isMainTab,
  MAIN_TABS,
  mainTabLabelKey,
  PLATFORMS,
  SIDEBAR_TABS,
  SIGN_IN_METHODS,
  sidebarTabLabelKey,
} from './account-enums';

const english = flattenCatalogue(en);

describe('account enumerations', () => {
  it.each([
    [
      'card states',
      CARD_STATES,
      ['notActivated', 'activating', 'active', 'locked', 'unlocked', 'terminated'],
    ],
    ['API key types', API_KEY_TYPES, ['exchanger', 'wallet', 'white-label', 'widget']],
    ['API key permission levels', API_KEY_PERMISSION_LEVELS, ['on', 'off', 'advanced', 'test-mode']],
    ['API key domain states', API_KEY_DOMAIN_STATES, ['in-progress', 'failed', 'verified']],
    ['document types', DOCUMENT_TYPES, ['account-statement', 'letter-of-good-standing']],
    ['document formats', DOCUMENT_FORMATS, ['PDF', 'XLSX', 'CSV']],
    ['sign-in methods', SIGN_IN_METHODS, ['email', 'google', 'appleId']],
    ['platforms', PLATFORMS, ['ios', 'android']],
    ['main tabs', MAIN_TABS, ['FARM', 'FRENS', 'WALLET', 'SUPPORT', 'PROFILE', 'BALANCES', 'EXCHANGE']],
    ['sidebar tabs', SIDEBAR_TABS, ['exchanger', 'balances', 'profile']],
  ] as const)('%s match the spec', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['notActivated', 'Not activated'],
    ['activating', 'Activating'],
    ['active', 'Active'],
    ['locked', 'Locked'],
    ['unlocked', 'Unlocked'],
    ['terminated', 'Terminated'],
  ] as const)('card state %s reads "%s"', (state, text) => {
    expect(english[cardStateLabelKey(state)]).toBe(text);
  });

  it.each([
    ['account-statement', 'Account statement'],
    ['letter-of-good-standing', 'Letter of good standing'],
  ] as const)('document %s reads "%s"', (type, text) => {
    expect(english[documentTypeLabelKey(type)]).toBe(text);
  });

  it.each(MAIN_TABS)('main tab %s is known and labelled', (tab) => {
    expect(isMainTab(tab)).toBe(true);
    expect(english[mainTabLabelKey(tab)]).toBeTruthy();
  });

  it.each(SIDEBAR_TABS)('sidebar tab %s is labelled', (tab) => {
    expect(english[sidebarTabLabelKey(tab)]).toBeTruthy();
  });

  it.each(['farm', 'exchanger', 'HOME', ''])('%j is not a main tab', (value) => {
    expect(isMainTab(value)).toBe(false);
  });
});
