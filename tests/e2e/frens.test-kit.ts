import type { Page } from '@playwright/test';

/**
 * The frens answer the screenshot specs play (page.route): friends who verified and whose rewards
 * passed the refund window take days of the server's clock, which the server's own test plays
 * with the clock injected (server/src/features/referrals/referrals.test.ts). The first friend's
 * name is the caller's: a long Polish double-barrelled one pictures where a name wraps.
 */
export function playedFrens(firstFriendName: string) {
  return {
    link: {
      telegram: 'https://t.me/ferry_money_bot/app?startapp=ref_740123456',
      web: 'https://ferry.money/?ref=740123456',
    },
    stats: {
      transactions: 4,
      total_amount: [
        { amount: '350', currency: 'EUR' },
        { amount: '120', currency: 'USDT' },
      ],
      reward: [
        { amount: '0.84', currency: 'EUR' },
        { amount: '10', currency: 'USDT' },
      ],
    },
    friends: [
      {
        display_name: firstFriendName,
        joined_at: '2026-11-18T09:12:00Z',
        is_verified: true,
        earned: [
          { amount: '0.84', currency: 'EUR' },
          { amount: '5', currency: 'USDT' },
        ],
        waiting: [],
      },
      {
        display_name: 'Marek',
        joined_at: '2026-11-21T17:40:00Z',
        is_verified: true,
        earned: [{ amount: '5', currency: 'USDT' }],
        waiting: [],
      },
      {
        display_name: 'Ірина',
        joined_at: '2026-11-27T08:05:00Z',
        is_verified: false,
        earned: [],
        waiting: [{ amount: '5', currency: 'USDT' }],
      },
    ],
    rules: { bonus: { amount: '5', currency: 'USDT' }, share: '0.2', months: 6, hold_days: 14 },
  };
}

/** Answers the app's GET frens with `answer`, in the web's base and the mini-app's alike. */
export async function playFrens(page: Page, answer: ReturnType<typeof playedFrens>): Promise<void> {
  await page.route(/\/api\/\w+\/v1\/frens(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }),
  );
}
