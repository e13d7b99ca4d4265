import { describe, expect, it } from 'vitest';
import { navigationVisibility } from './navigation-visibility';

describe('where the main menu shows', () => {
  it.each([
    ['display', 'signed-in', '/exchange', 'root'],
    ['display', 'signed-in', '/balances', 'root'],
    ['display', 'signed-in', '/profile', 'root'],
    ['display', 'signed-in', '/profile/personal-details', 'child'],
    ['display', 'signed-in', '/balances/deposit', 'child'],
    ['display', 'signed-in', '/exchange/currency-list/to', 'child'],
    ['messenger', 'signed-in', '/exchange', 'root'],
    ['messenger', 'signed-in', '/profile/api-management', 'child'],
    ['messenger', 'signed-in', '/farm', 'root'],
    ['messenger', 'signed-in', '/frens', 'root'],
    ['messenger', 'signed-in', '/balances/web3-wallet', 'root'],
    ['messenger', 'signed-in', '/profile', 'root'],
    ['messenger', 'signed-in', '/balances/web3-wallet/settings', 'child'],
    ['display', 'signed-in', '/farm', 'root'],
    ['display', 'signed-in', '/frens', 'root'],
    ['display', 'signed-in', '/balances/web3-wallet', 'child'],
    ['native', 'signed-in', '/balances', 'root'],
    ['widget', 'signed-in', '/exchange', 'none'],
    ['pay-frame', 'signed-in', '/exchange', 'none'],
    ['display', 'signed-out', '/exchange', 'none'],
    ['display', 'restoring', '/profile', 'none'],
    ['display', 'needs-terms', '/confirm-terms', 'none'],
    ['display', 'signed-in', '/confirm-terms', 'none'],
    ['display', 'signed-in', '/maintenance', 'none'],
    ['display', 'signed-in', '/update-required', 'none'],
    ['display', 'signed-in', '/authentication/blocked', 'none'],
  ] as const)('%s, %s, %s → %s', (mode, status, pathname, expected) => {
    expect(navigationVisibility({ mode, status, pathname })).toBe(expected);
  });
});
