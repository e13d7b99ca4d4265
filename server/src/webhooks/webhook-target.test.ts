import { describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-sender';
import { isPublicAddress, refuseWebhookTarget } from './webhook-target';

describe('webhook targets', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['not-an-ip', false],
  ])('%s is public: %s', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });

  it('refuses a name when any of its addresses is private, and one that does not resolve', async () => {
    const resolver = (answers: Record<string, string[]>) => async (host: string) => {
      const found = answers[host];
      if (!found) throw new Error('ENOTFOUND');
      return found;
    };
    const dns = resolver({
      'shop.example': ['93.184.216.34'],
      'sneaky.example': ['93.184.216.34', '10.0.0.5'],
    });
    expect(await refuseWebhookTarget(new URL('https://shop.example/hook'), dns)).toBeNull();
    expect(await refuseWebhookTarget(new URL('https://sneaky.example/hook'), dns)).toBe('target_not_public');
    expect(await refuseWebhookTarget(new URL('https://gone.example/hook'), dns)).toBe('target_unresolved');
    expect(await refuseWebhookTarget(new URL('http://[::1]:8080/hook'), dns)).toBe('target_not_public');
    expect(await refuseWebhookTarget(new URL('http://127.0.0.1/hook'), dns)).toBe('target_not_public');
  });

  it('never calls a refused target, and gives it up at once', async () => {
    let calls = 0;
    const outcome = await sendWebhook(
      async () => {
        calls += 1;
        return new Response(null, { status: 200 });
      },
      {
        url: 'http://127.0.0.1:9/hook',
        headers: {},
        body: '{}',
        refuseTarget: (url) => refuseWebhookTarget(url),
      },
    );
    expect(calls).toBe(0);
    expect(outcome).toEqual({
      isDelivered: false,
      status: null,
      error: 'target_not_public',
      isPermanent: true,
    });
  });
});
