import { describe, expect, it } from 'vitest';
import { buildStartAppLink, buildTelegramShareLink } from './start-app-link';

describe('links into Telegram', () => {
  it('opens the mini-app with its start parameter', () => {
    expect(buildStartAppLink({ botUsername: 'ferry_bot', miniAppShortName: 'app' }, 'pay_X1')).toBe(
      'https://t.me/ferry_bot/app?startapp=pay_X1',
    );
  });

  it('shares a link with its text through Telegram’s chat picker, both escaped', () => {
    expect(
      buildTelegramShareLink('https://t.me/ferry_bot/app?startapp=pay_X1', 'Receive €10.00 from Anna & co'),
    ).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Ft.me%2Fferry_bot%2Fapp%3Fstartapp%3Dpay_X1&text=Receive%20%E2%82%AC10.00%20from%20Anna%20%26%20co',
    );
  });
});
