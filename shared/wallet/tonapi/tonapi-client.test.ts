import { describe, expect, it } from 'vitest';
import { createTonApiClient } from './tonapi-client';

const WALLET = '0:0f6c3ac1bdac7a1d1b1e1e6c6d1f67e0e5a8f8c4fe54c5a8f9b6d6f3c2d1b0a9';

interface Seen {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: unknown;
}

function fakeFetch(answer: (seen: Seen) => { status?: number; body?: string }) {
  const calls: Seen[] = [];
  const fetch = (async (input: URL | string, init?: RequestInit) => {
    const seen: Seen = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://same-origin.test'),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(seen);
    const { status = 200, body = '' } = answer(seen);
    return new Response(body, { status });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('createTonApiClient', () => {
  it('reads each endpoint under <base>/v2 with the bearer token', async () => {
    const { fetch, calls } = fakeFetch((seen) => {
      const path = seen.url.pathname;
      if (path.endsWith('/status')) return { body: '{"rest_online":true,"indexing_latency":3}' };
      if (path.endsWith('/get_time')) return { body: '{"time":1764050000}' };
      if (path.endsWith('/seqno')) return { body: '{"seqno":5}' };
      if (path.endsWith('/publickey')) return { body: `{"public_key":"${'ab'.repeat(32)}"}` };
      if (path.endsWith('/jettons'))
        return {
          body: `{"balances":[{"balance":"1000000","wallet_address":{"address":"${WALLET}"},"jetton":{"address":"${WALLET}","name":"Tether USD","symbol":"USD₮","decimals":6}}]}`,
        };
      if (path.endsWith('/rates')) return { body: '{"rates":{"TON":{"prices":{"USD":5.5}}}}' };
      return { body: `{"address":"${WALLET}","balance":9007199254740993,"status":"active"}` };
    });
    const client = createTonApiClient({
      baseUrl: 'https://ferry.test/tonapi/',
      fetch,
      getToken: () => 'tok',
    });

    expect(await client.getStatus()).toMatchObject({ rest_online: true, indexing_latency: 3 });
    expect(await client.getTime()).toBe(1764050000);
    expect(await client.getSeqno(WALLET)).toBe(5);
    expect(await client.getPublicKey(WALLET)).toBe('ab'.repeat(32));
    expect((await client.getAccount(WALLET)).balance).toBe(9007199254740993n);
    const [usdt] = await client.getJettonBalances(WALLET);
    expect(usdt?.balance).toBe(1000000n);
    expect(await client.getTonPrice('usd')).toBe(5.5);

    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/tonapi/v2/status',
      '/tonapi/v2/liteserver/get_time',
      `/tonapi/v2/wallet/${encodeURIComponent(WALLET)}/seqno`,
      `/tonapi/v2/accounts/${encodeURIComponent(WALLET)}/publickey`,
      `/tonapi/v2/accounts/${encodeURIComponent(WALLET)}`,
      `/tonapi/v2/accounts/${encodeURIComponent(WALLET)}/jettons`,
      '/tonapi/v2/rates',
    ]);
    expect(calls.every((call) => call.headers.authorization === 'Bearer tok')).toBe(true);
    expect(calls[6]?.url.searchParams.get('tokens')).toBe('ton');
  });

  it('posts the boc and asks emulation to ignore the signature', async () => {
    const event = {
      event_id: 'e1',
      timestamp: 1,
      actions: [],
      value_flow: [{ account: { address: WALLET }, ton: -1005, fees: 5 }],
      lt: 10,
      in_progress: false,
    };
    const { fetch, calls } = fakeFetch((seen) =>
      seen.url.pathname.endsWith('/emulate') ? { body: JSON.stringify(event) } : { body: '' },
    );
    const client = createTonApiClient({ baseUrl: 'http://x/tonapi', fetch });
    await client.sendMessage('b5ee');
    const emulated = await client.emulate('b5ee', { ignoreSignature: true });
    expect(emulated.value_flow?.[0]?.ton).toBe(-1005n);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { boc: 'b5ee' } });
    expect(calls[1]?.url.searchParams.get('ignore_signature_check')).toBe('true');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['status 500', () => createClient(500, '{"error":"boom"}').getStatus(), 'TONAPI_UNAVAILABLE'],
    [
      'seqno 400',
      () => createClient(400, '{"error":"bad address"}').getSeqno(WALLET),
      'SEND_GET_WALLET_INFO_ERROR',
    ],
    [
      'message rejected',
      () => createClient(400, '{"error":"exit code 133"}').sendMessage('00'),
      'SEND_PUBLISH_TX_ERROR',
    ],
    ['jettons 502 html', () => createClient(502, '<html>').getJettonBalances(WALLET), 'CANT_LOAD_ASSET'],
    ['emulation refused', () => createClient(400, '{"error":"x"}').emulate('00'), 'FEE_EMULATION_FAILED'],
    [
      'answer of the wrong shape',
      () => createClient(200, '{"seqno":"many"}').getSeqno(WALLET),
      'SEND_GET_WALLET_INFO_ERROR',
    ],
    ['event 500', () => createClient(500, '{"error":"x"}').findEvent('ab'), 'TONAPI_UNAVAILABLE'],
  ])('%s becomes a WalletError', async (_name, call, code) => {
    await expect(call()).rejects.toMatchObject({ name: 'WalletError', code });
  });

  it('keeps the reason tonapi gave', async () => {
    await expect(createClient(400, '{"error":"exit code 133"}').sendMessage('00')).rejects.toMatchObject({
      details: { status: 400, reason: 'exit code 133' },
    });
  });

  it('works with a same-origin relative base', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: '{"time":5}' }));
    await createTonApiClient({ baseUrl: '/tonapi', fetch }).getTime();
    expect(calls[0]?.url.href).toBe('http://same-origin.test/tonapi/v2/liteserver/get_time');
  });

  it('answers null for an event the chain does not know yet', async () => {
    expect(await createClient(404, '{"error":"not found"}').findEvent('ab')).toBeNull();
  });
});

function createClient(status: number, body: string) {
  return createTonApiClient({ baseUrl: 'http://x/tonapi', fetch: fakeFetch(() => ({ status, body })).fetch });
}
