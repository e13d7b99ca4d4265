import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, setUpBotEmulator, shareContact, sharedPhones } from '../create-bot.test-kit';

setUpBotEmulator();

describe('a shared contact', () => {
  beforeEach(() => {
    sharedPhones.length = 0;
  });

  it('verifies the sender’s own number and leads back into the app', async () => {
    const [message] = await shareContact({ phone_number: '48601234567', user_id: 3001 }, { userId: 3001 });
    expect(sharedPhones).toEqual([{ telegramUserId: 3001n, phone: '48601234567', contactUserId: 3001n }]);
    expect(message?.text).toBe('Your phone number is verified. Open Ferry to carry on where you left off.');
    expect(rowsOf(message)[0]?.[0]?.web_app?.url).toBe(
      'https://ferry.example/messenger/profile/personal-details',
    );
  });

  it('trusts no card but the sender’s own: someone else’s, or one without a Telegram id', async () => {
    for (const contact of [{ phone_number: '48601234567', user_id: 3002 }, { phone_number: '48601234567' }]) {
      const [message] = await shareContact(contact, { userId: 3001 });
      expect(message?.text).toMatch(/^Ferry can only verify your own number\./);
    }
    expect(sharedPhones).toEqual([]);
  });

  it('says why a number is refused, and what to do without an account or a server', async () => {
    const [anonymous] = await shareContact({ phone_number: '+88801234567', user_id: 3001 }, { userId: 3001 });
    expect(anonymous?.text).toMatch(/^Anonymous Telegram numbers \(\+888\) can’t be verified\./);
    const [stranger] = await shareContact({ phone_number: '48601234567', user_id: 3005 }, { userId: 3005 });
    expect(stranger?.text).toMatch(/^You don’t have a Ferry account yet\./);
    const [down] = await shareContact({ phone_number: '48601234567', user_id: 3003 }, { userId: 3003 });
    expect(down?.text).toBe('Ferry couldn’t verify your phone right now. Try again in a minute.');
  });
});
