import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../test-support/fake-http-server';
import { startFakeTwilio } from '../../test-support/fake-providers';
import { createTwilioSmsSender } from './twilio-sms-sender';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'fake-auth-token-0123456789';
const servers: FakeHttpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function twilio(): Promise<FakeHttpServer> {
  const server = await startFakeTwilio(SID, TOKEN);
  servers.push(server);
  return server;
}

const settings = (apiUrl: string, authToken = TOKEN) => ({
  apiUrl,
  accountSid: SID,
  authToken,
  from: '+15005550006',
});

describe('Twilio SMS sender', () => {
  it('posts To, From and Body to the account’s Messages.json with basic auth', async () => {
    const server = await twilio();
    const sms = createTwilioSmsSender(settings(server.url));
    expect(sms.mode).toBe('live');
    await sms.send('+380501234567', 'Ferry: 123456 is your code');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+380501234567',
      From: '+15005550006',
      Body: 'Ferry: 123456 is your code',
    });
  });

  it('throws on a refusal, naming the status and gateway code but never the text', async () => {
    const server = await twilio();
    const refused = createTwilioSmsSender(settings(server.url)).send('12345', 'Ferry: 654321 is your code');
    await expect(refused).rejects.toThrow('SMS gateway refused the message: HTTP 400, gateway code 21211');
    await expect(refused).rejects.not.toThrow(/654321/);
    const unauthorised = createTwilioSmsSender(settings(server.url, 'wrong')).send('+380501234567', 'x');
    await expect(unauthorised).rejects.toThrow('HTTP 401, gateway code 20003');
  });

  it('throws when the gateway does not answer in time, or cannot be reached', async () => {
    const silent = await startFakeHttpServer(() => undefined);
    servers.push(silent);
    await expect(createTwilioSmsSender(settings(silent.url), 200).send('+380501234567', 'x')).rejects.toThrow(
      'SMS gateway did not answer in time',
    );
    const closed = await twilio();
    await closed.close();
    servers.splice(servers.indexOf(closed), 1);
    await expect(createTwilioSmsSender(settings(closed.url)).send('+380501234567', 'x')).rejects.toThrow(
      'SMS gateway unreachable',
    );
  });
});
