import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import type { LoginResponse } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '../http/outbound/outbound';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  WIDGET_BASE,
} from '../test-support/api-keys.test-kit';
import { drainWebhooks, openFrameShop, signQuery } from '../test-support/frame-callbacks.test-kit';
import { createKeyCaller } from '../test-support/merchant-key-caller';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Every field that takes a URL the server will call (or send a customer to) is
 * handed every spelling of "this machine" and "the cloud metadata service", and each one is
 * refused with a 400 — and a listener on 127.0.0.1 sees no connection, neither then nor when the
 * workers run. Private targets are not allowed here (the production default); names resolve
 * through the app's injectable resolver.
 */

/** A TCP listener on 127.0.0.1 that counts the connections it accepts (and answers HTTP 200). */
async function startCountingListener() {
  const sockets: Socket[] = [];
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted += 1;
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.once('data', () =>
      socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    accepted: () => accepted,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const DNS: Record<string, string[]> = {
  'hooks.shop.test': ['93.184.215.14'],
  'loopback.evil.test': ['127.0.0.1'],
  'mapped.evil.test': ['::ffff:7f00:1'],
  'mixed.evil.test': ['93.184.215.14', '127.0.0.1'],
};
const resolveHost = async (host: string) => {
  const found = DNS[host];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

/** Every spelling the issue names, on the listener's port. */
function inwardUrls(port: number): [string, string][] {
  return [
    ['IPv4-mapped, hex', `https://[::ffff:7f00:1]:${port}/hook`],
    ['IPv4-mapped, dotted', `https://[::ffff:127.0.0.1]:${port}/hook`],
    ['IPv4-mapped, full zeros', `https://[0:0:0:0:0:ffff:7f00:1]:${port}/hook`],
    ['IPv4-mapped metadata', `https://[::ffff:a9fe:a9fe]:${port}/latest`],
    ['IPv4-compatible', `https://[::127.0.0.1]:${port}/hook`],
    ['NAT64', `https://[64:ff9b::7f00:1]:${port}/hook`],
    ['6to4', `https://[2002:7f00:1::]:${port}/hook`],
    ['IPv6 loopback', `https://[::1]:${port}/hook`],
    ['unspecified', `https://[::]:${port}/hook`],
    ['unique-local metadata', `https://[fd00:ec2::254]:${port}/hook`],
    ['link-local', `https://[fe80::1]:${port}/hook`],
    ['decimal', `https://2130706433:${port}/hook`],
    ['hex', `https://0x7f000001:${port}/hook`],
    ['octal', `https://0177.0.0.1:${port}/hook`],
    ['short', `https://127.1:${port}/hook`],
    ['dotted loopback', `https://127.0.0.1:${port}/hook`],
    ['this network', `https://0.0.0.0:${port}/hook`],
    ['metadata', `https://169.254.169.254:${port}/latest`],
    ['plain http to loopback', `http://127.0.0.1:${port}/hook`],
    ['localhost', `https://localhost:${port}/hook`],
    ['localhost.', `https://localhost.:${port}/hook`],
    ['a name under localhost', `https://shop.localhost:${port}/hook`],
    ['a single-label name', `https://intranet:${port}/hook`],
    ['a name that resolves to 127.0.0.1', `https://loopback.evil.test:${port}/hook`],
    ['a name that resolves to ::ffff:7f00:1', `https://mapped.evil.test:${port}/hook`],
    ['a name with a private address among public ones', `https://mixed.evil.test:${port}/hook`],
  ];
}

let testApp: TestApp;
let listener: Awaited<ReturnType<typeof startCountingListener>>;
let owner: LoginResponse;
let shop: { id: string; key: string; secret: string };
let bareKeyId: string;
let nowMs = Date.parse('2026-11-27T12:00:00Z');

beforeAll(async () => {
  listener = await startCountingListener();
  testApp = await createTestApp({ nowMs: () => nowMs, resolveHost });
  const opened = await openFrameShop(testApp, 'https://hooks.shop.test');
  owner = opened.owner;
  shop = opened.shop;
  const bare = await createKeyThroughApi(testApp, owner, {
    name: 'No endpoint yet',
    type: 'widget',
    domain: 'other-shop.test',
    permissions: ['create_buy_order'],
  });
  bareKeyId = bare.apiKey.id;
});
afterAll(async () => {
  await testApp.dispose();
  await listener.close();
});

const caller = () => createKeyCaller(testApp, () => (nowMs += 1000));
const credentials = (): MerchantCredentials => ({ key: shop.key, secret: shop.secret });

interface Answer {
  status: number;
  body: { error?: { code: string; details?: { reason?: string; issues?: { path: string }[] } } };
}

/** The owner signed in now (the test clock runs ahead of the first login's lifetime). */
async function freshOwnerLogin(): Promise<LoginResponse> {
  const user = await testApp.context.users.findById(owner.uuid);
  if (!user) throw new Error('no owner');
  return testApp.context.loginIssuer.issue({ user, base: 'client', signInMethod: 'email', isNewUser: false });
}

async function json(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Every URL-taking field, each with how to send a URL to it and which field the 400 names. */
const FIELDS: { name: string; field: string; code: string; send: (url: string) => Promise<Answer> }[] = [
  {
    name: 'webhook endpoint (create)',
    field: 'url',
    code: 'VALIDATION_ERROR',
    send: async (url) =>
      json(
        await testApp.app.request(`/api/client/v1/api-keys/${bareKeyId}/webhook`, {
          method: 'PUT',
          headers: bearer(await freshOwnerLogin(), { 'Content-Type': 'application/json' }),
          body: JSON.stringify({ url }),
        }),
      ),
  },
  {
    name: 'webhook endpoint (update)',
    field: 'url',
    code: 'VALIDATION_ERROR',
    send: async (url) =>
      json(
        await testApp.app.request(`/api/client/v1/api-keys/${shop.id}/webhook`, {
          method: 'PUT',
          headers: bearer(await freshOwnerLogin(), { 'Content-Type': 'application/json' }),
          body: JSON.stringify({ url }),
        }),
      ),
  },
  {
    name: 'signed widget URL callbackUrl',
    field: 'callbackUrl',
    code: 'VALIDATION_ERROR',
    send: async (url) =>
      json(
        await testApp.app.request(`${WIDGET_BASE}frame/open`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            query: signQuery(shop.secret, `apiKey=${shop.key}&callbackUrl=${encodeURIComponent(url)}`),
          }),
        }),
      ),
  },
  {
    name: 'widget session callback_url',
    field: 'callback_url',
    code: 'VALIDATION_ERROR',
    send: (url) =>
      caller().call(credentials(), 'POST', {
        path: 'widget-sessions',
        body: { external_customer_id: 'customer-1', callback_url: url },
      }),
  },
  ...(['callback_url', 'return_url', 'return_fail_url'] as const).map((field) => ({
    name: `payment order ${field}`,
    field,
    code: 'VALIDATION_ERROR',
    send: (url: string) =>
      caller().call(credentials(), 'POST', {
        path: 'payment-orders',
        body: { amount: '10', currency: 'EUR', merchant_reference: 'order-1', [field]: url },
      }),
  })),
  {
    name: 'TON Connect manifest fetch',
    field: '',
    code: 'BAD_REQUEST',
    send: async (url) =>
      json(await testApp.app.request(`/tonconnect/manifest?url=${encodeURIComponent(url)}`)),
  },
];

describe('every URL-taking field refuses every inward spelling, and nothing connects', () => {
  it('the listener counts connections (the guard lets loopback through where the setting allows it)', async () => {
    const allowed = createOutbound({ allowsPrivateTargets: true, resolve: resolveHost });
    const before = listener.accepted();
    const response = await allowed.fetch(`http://127.0.0.1:${listener.port}/`, { timeoutMs: 2000 });
    expect(await response.text()).toBe('ok');
    expect(listener.accepted()).toBe(before + 1);
  });

  const cases = FIELDS.flatMap((field) => inwardUrls(0).map(([form]) => ({ field, form })));
  it.each(cases.map(({ field, form }) => [field.name, form, field, form] as const))(
    '%s refuses %s',
    async (_fieldName, _formName, field, form) => {
      const before = listener.accepted();
      const url = (inwardUrls(listener.port).find(([name]) => name === form) as [string, string])[1];
      const answer = await field.send(url);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error?.code).toBe(field.code);
      if (field.field) expect(answer.body.error?.details?.issues?.[0]?.path).toBe(field.field);
      expect(listener.accepted()).toBe(before);
    },
  );

  it('runs the delivery workers afterwards: still no connection', async () => {
    const before = listener.accepted();
    await drainWebhooks(testApp);
    await testApp.worker('webhooks').runOnce();
    expect(listener.accepted()).toBe(before);
  });

  it('refuses again when a URL is used: a callback stored before the check never connects', async () => {
    const profileId = owner.profiles_id[0] as string;
    const before = listener.accepted();
    const urls = inwardUrls(listener.port).map(([, url]) => url);
    for (const url of urls) {
      await testApp.context.db.transaction().execute((trx) =>
        testApp.context.transactions.create(trx, {
          profileId,
          type: 'PAYIN',
          currency: 'EUR',
          amountMinor: 100n,
          apiKeyId: shop.id,
          callbackUrl: url,
        }),
      );
    }
    while ((await testApp.worker('webhooks').runOnce()) > 0) nowMs += 60 * 60 * 1000;
    expect(listener.accepted()).toBe(before);
    const rows = await testApp.context.db
      .selectFrom('webhook_deliveries')
      .select(['last_error', 'delivered_at', 'gave_up_at'])
      .where('api_key_id', '=', shop.id)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(urls.length);
    for (const row of rows) {
      expect(row.delivered_at).toBeNull();
      expect(row.gave_up_at).not.toBeNull();
      expect(['target_not_public', 'url_not_public', 'url_not_https', 'target_unresolved']).toContain(
        row.last_error,
      );
    }
  });
});

describe('return and callback addresses take https only', () => {
  const SCRIPTED = [
    'javascript:alert(document.domain)//',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'http://shop.example/back',
  ];
  const RETURN_FIELDS = FIELDS.filter((field) => field.code === 'VALIDATION_ERROR');
  it.each(RETURN_FIELDS.flatMap((field) => SCRIPTED.map((url) => [field.name, url, field] as const)))(
    '%s refuses %s',
    async (_name, url, field) => {
      const answer = await field.send(url);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error?.code).toBe('VALIDATION_ERROR');
    },
  );
});
