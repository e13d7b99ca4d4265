import { confirmEmailChange } from '@ferry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { readSentCode } from '../../test-support/account.test-kit';
import { setUpEmailChange } from './email-change.test-kit';

const world = setUpEmailChange();

describe('the email-change code', () => {
  async function userWithCode() {
    const current = world.freshEmail('coded');
    const login = await world.testApp.signIn({ email: current });
    await world.requestCode(login);
    return { login, current, code: await readSentCode(world.testApp.context, current) };
  }
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('counts wrong codes and dies after five', async () => {
    const { login, code } = await userWithCode();
    const email = world.freshEmail('target');
    const tries: unknown[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await world.testApp.client.call(confirmEmailChange, {
        token: login,
        invalidBody: { code: wrongOf(code), email },
      });
      tries.push(refused.error?.details?.attempts_left);
    }
    expect(tries).toEqual([4, 3, 2, 1, 0]);
    const spent = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email },
    });
    expect([spent.status, spent.error?.code]).toEqual([422, 'CODE_ATTEMPTS_EXCEEDED']);
    expect((await world.findUser(login.uuid)).email).not.toBe(email);
  });

  it('works once', async () => {
    const { login, code } = await userWithCode();
    const first = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: world.freshEmail('a') },
    });
    expect(first.status).toBe(200);
    const again = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: world.freshEmail('b') },
    });
    expect(again.error?.details?.reason).toBe('code_expired');
  });

  it('lets exactly one of two parallel confirmations through', async () => {
    const { login, code } = await userWithCode();
    const answers = await Promise.all(
      ['p1', 'p2'].map((name) =>
        world.testApp.client.call(confirmEmailChange, {
          token: login,
          invalidBody: { code, email: world.freshEmail(name) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('expires after ten minutes', async () => {
    const { login, code } = await userWithCode();
    world.advanceSeconds(601);
    const late = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: world.freshEmail('late') },
    });
    expect(late.error?.details?.reason).toBe('code_expired');
  });

  it('waits 60 seconds before another, and then only the newest counts', async () => {
    const { login, current, code } = await userWithCode();
    const early = await world.requestCode(login);
    expect([early.status, early.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(early.headers.get('Retry-After'))).toBeGreaterThan(0);
    world.advanceSeconds(61);
    expect((await world.requestCode(login)).status).toBe(200);
    const newest = await readSentCode(world.testApp.context, current);
    const old = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: world.freshEmail('o') },
    });
    expect(old.status).toBe(400);
    const fresh = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code: newest, email: world.freshEmail('n') },
    });
    expect(fresh.status).toBe(200);
  });

  it('is bound to the account that asked for it', async () => {
    const shared = world.freshEmail('shared');
    const first = await world.testApp.signIn({ email: null, tgId: 777002n });
    const second = await world.testApp.signIn({ email: null, tgId: 777003n });
    await world.requestCode(first, { email: shared });
    world.advanceSeconds(61);
    await world.requestCode(second, { email: shared });
    const code = await readSentCode(world.testApp.context, shared);
    const stolen = await world.testApp.client.call(confirmEmailChange, {
      token: first,
      invalidBody: { code, email: shared },
    });
    expect(stolen.error?.details?.reason).toBe('code_expired');
    expect((await world.findUser(first.uuid)).email).toBeNull();
  });
});
