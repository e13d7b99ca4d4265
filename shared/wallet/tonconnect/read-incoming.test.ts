import { Address, beginCell, comment } from '@ton/core';
import { SessionCrypto } from '@tonconnect/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { readIncoming } from './read-incoming';
import { dappEvent, makeWallet, sessionFor } from './tonconnect.test-kit';
import type { ConnectedWallet, TonConnectSession } from './tonconnect-api';

const NOW_MS = 1_700_000_000_000;
const NOW_S = NOW_MS / 1000;

let wallet: ConnectedWallet;
let v4wallet: ConnectedWallet;
let other: string;
beforeAll(async () => {
  [
    { wallet },
    { wallet: v4wallet },
    {
      wallet: { rawAddress: other },
    },
  ] = await Promise.all([makeWallet('v5R1'), makeWallet('v4R2'), makeWallet('v5R1')]);
}, 30_000);

const recipient = Address.parseRaw(`0:${'12'.repeat(32)}`);
const friendlyRecipient = recipient.toString({ bounceable: false });
const commentBoc = comment('hello').toBoc().toString('base64');
/**
 * A BoC with two roots (two one-cell trees of 8 bits each) in the standard layout without index
 * or CRC: header b5ee9c72, size_bytes 1, off_bytes 1, 2 cells, 2 roots, 0 absent, cells size 6,
 * roots 0 and 1. @ton/core reads it as two cells; a dApp could hide a second message there.
 */
const twoRoots = (() => {
  const cell = (value: number) => [0x00, 0x02, value];
  const cells = [...cell(1), ...cell(2)];
  return Buffer.from([
    0xb5,
    0xee,
    0x9c,
    0x72,
    0x01,
    0x01,
    0x02,
    0x02,
    0x00,
    cells.length,
    0x00,
    0x01,
    ...cells,
  ]).toString('base64');
})();

function tx(overrides: Record<string, unknown> = {}, message: Record<string, unknown> = {}) {
  return {
    valid_until: NOW_S + 300,
    network: '-239',
    from: wallet.rawAddress,
    messages: [{ address: friendlyRecipient, amount: '1000', ...message }],
    ...overrides,
  };
}

function send(session: TonConnectSession, dapp: SessionCrypto, params: unknown, id = '1', source?: unknown) {
  return readIncoming(
    session,
    dappEvent(dapp, session, { method: 'sendTransaction', params: [JSON.stringify(params)], id }, source),
    NOW_MS,
  );
}

describe('readIncoming: sendTransaction', () => {
  it('accepts a good request with a comment, valid_until in seconds', () => {
    const dapp = new SessionCrypto();
    const session = sessionFor(wallet, dapp);
    const incoming = send(session, dapp, tx({}, { payload: commentBoc }));
    expect(incoming).toEqual({
      status: 'request',
      request: {
        kind: 'sendTransaction',
        id: '1',
        sessionId: session.sessionId,
        validUntil: NOW_S + 300,
        origin: null,
        messages: [
          {
            address: friendlyRecipient,
            to: recipient.toRawString(),
            bounce: false,
            amount: 1000n,
            payload: commentBoc,
            stateInit: null,
            comment: 'hello',
          },
        ],
      },
    });
  });

  it.each([
    { name: 'seconds', value: NOW_S + 60, expected: NOW_S + 60 },
    { name: 'milliseconds', value: NOW_MS + 60_000, expected: NOW_S + 60 },
    { name: 'a decimal string', value: String(NOW_S + 60), expected: NOW_S + 60 },
  ])('reads valid_until in $name', ({ value, expected }) => {
    const dapp = new SessionCrypto();
    const incoming = send(sessionFor(wallet, dapp), dapp, tx({ valid_until: value }));
    expect(
      incoming.status === 'request' &&
        incoming.request.kind === 'sendTransaction' &&
        incoming.request.validUntil,
    ).toBe(expected);
  });

  it.each([
    { name: 'wrong network', params: () => tx({ network: '-3' }), message: /Wrong network -3/ },
    { name: 'from another wallet', params: () => tx({ from: other }), message: /another wallet/ },
    {
      name: 'valid_until missing',
      params: () => tx({ valid_until: undefined }),
      message: /valid_until is missing/,
    },
    { name: 'valid_until past (s)', params: () => tx({ valid_until: NOW_S - 1 }), message: /expired/ },
    { name: 'valid_until past (ms)', params: () => tx({ valid_until: NOW_MS - 1000 }), message: /expired/ },
    { name: 'valid_until now', params: () => tx({ valid_until: NOW_S }), message: /expired/ },
    { name: 'valid_until malformed', params: () => tx({ valid_until: 'soon' }), message: /malformed/ },
    { name: 'valid_until fractional', params: () => tx({ valid_until: NOW_S + 0.5 }), message: /malformed/ },
    { name: 'no messages', params: () => tx({ messages: [] }), message: /no messages/ },
    {
      name: '256 messages on v5R1',
      params: () =>
        tx({ messages: Array.from({ length: 256 }, () => ({ address: friendlyRecipient, amount: '1' })) }),
      message: /Too many messages: 256.*255/,
    },
    { name: 'negative amount', params: () => tx({}, { amount: '-1' }), message: /Message 0: the amount/ },
    {
      name: 'numeric amount',
      params: () => tx({}, { amount: 1000 }),
      message: /the amount must be a decimal string/,
    },
    { name: 'fraction amount', params: () => tx({}, { amount: '1.5' }), message: /the amount/ },
    { name: 'huge amount', params: () => tx({}, { amount: (1n << 120n).toString() }), message: /too large/ },
    { name: 'bad address', params: () => tx({}, { address: 'nope' }), message: /address does not parse/ },
    {
      name: 'testnet-only address',
      params: () => tx({}, { address: recipient.toString({ testOnly: true }) }),
      message: /address does not parse/,
    },
    {
      name: 'payload not a BoC',
      params: () => tx({}, { payload: 'AAAA' }),
      message: /payload is not a single-root BoC/,
    },
    {
      name: 'payload with two roots',
      params: () => tx({}, { payload: twoRoots }),
      message: /payload is not a single-root BoC/,
    },
    {
      name: 'stateInit with two roots',
      params: () => tx({}, { stateInit: twoRoots }),
      message: /stateInit is not a single-root/,
    },
    {
      name: 'extra currency',
      params: () => tx({}, { extra_currency: { 100: '1' } }),
      message: /extra currencies/,
    },
    { name: 'params not JSON', params: () => '{nope', message: /params must hold/ },
  ])('refuses with code 1: $name', ({ params, message }) => {
    const dapp = new SessionCrypto();
    const session = sessionFor(wallet, dapp);
    const raw = params();
    const event =
      typeof raw === 'string'
        ? dappEvent(dapp, session, { method: 'sendTransaction', params: [raw], id: '7' })
        : dappEvent(dapp, session, { method: 'sendTransaction', params: [JSON.stringify(raw)], id: '7' });
    const incoming = readIncoming(session, event, NOW_MS);
    expect(incoming).toMatchObject({ status: 'refused', sessionId: session.sessionId, id: '7', code: 1 });
    expect(incoming.status === 'refused' && incoming.message).toMatch(message);
  });

  it('refuses 5 messages on v4R2 and accepts 4', () => {
    const dapp = new SessionCrypto();
    const session = sessionFor(v4wallet, dapp);
    const messages = (n: number) =>
      Array.from({ length: n }, () => ({ address: friendlyRecipient, amount: '1' }));
    expect(send(session, dapp, tx({ from: v4wallet.rawAddress, messages: messages(4) })).status).toBe(
      'request',
    );
    expect(send(session, dapp, tx({ from: v4wallet.rawAddress, messages: messages(5) }))).toMatchObject({
      status: 'refused',
      code: 1,
    });
  });

  it('refuses a request whose page origin differs from the manifest url, accepts the same origin', () => {
    const dapp = new SessionCrypto();
    const session = sessionFor(wallet, dapp, 'https://app.example');
    const source = (origin: string) => ({ origin, ip: '1.2.3.4', time: '1', user_agent: 'x' });
    const refused = send(session, dapp, tx(), '1', source('https://app-example.evil.test'));
    expect(refused).toMatchObject({ status: 'refused', code: 1 });
    expect(refused.status === 'refused' && refused.message).toMatch(
      /page's address \(https:\/\/app-example\.evil\.test\) differs from the app's \(https:\/\/app\.example\)/,
    );
    const same = send(session, dapp, tx(), '2', source('https://app.example'));
    expect(same).toMatchObject({ status: 'request', request: { origin: 'https://app.example' } });
    // No origin (a dApp outside a browser) is not evidence of anything.
    expect(send(session, dapp, tx(), '3', source('')).status).toBe('request');
  });
});

describe('readIncoming: other methods and replays', () => {
  it('refuses an unknown method with 400', () => {
    const dapp = new SessionCrypto();
    const session = sessionFor(wallet, dapp);
    const incoming = readIncoming(
      session,
      dappEvent(dapp, session, { method: 'stealEverything', params: [], id: '3' }),
      NOW_MS,
    );
    expect(incoming).toMatchObject({ status: 'refused', code: 400, id: '3' });
  });

  it('ignores ids not above lastRequestId, other senders and undecryptable messages', () => {
    const dapp = new SessionCrypto();
    const session = { ...sessionFor(wallet, dapp), lastRequestId: 5 };
    const rpc = (id: string) =>
      dappEvent(dapp, session, { method: 'sendTransaction', params: [JSON.stringify(tx())], id });
    expect(readIncoming(session, rpc('5'), NOW_MS)).toMatchObject({ status: 'ignored' });
    expect(readIncoming(session, rpc('4'), NOW_MS)).toMatchObject({ status: 'ignored' });
    expect(readIncoming(session, rpc('6'), NOW_MS)).toMatchObject({ status: 'request' });
    const stranger = new SessionCrypto();
    expect(
      readIncoming(
        session,
        dappEvent(stranger, session, { method: 'disconnect', params: [], id: '9' }),
        NOW_MS,
      ),
    ).toMatchObject({ status: 'ignored' });
    expect(readIncoming(session, { from: dapp.sessionId, message: 'AAAA' }, NOW_MS)).toMatchObject({
      status: 'ignored',
    });
  });

  it('reads disconnect and signData (text, binary, cell) and refuses bad signData', () => {
    const dapp = new SessionCrypto();
    const session = sessionFor(wallet, dapp);
    const rpc = (method: string, params: unknown[], id: string) =>
      readIncoming(session, dappEvent(dapp, session, { method, params, id }), NOW_MS);
    expect(rpc('disconnect', [], '1')).toEqual({
      status: 'request',
      request: { kind: 'disconnect', id: '1', sessionId: session.sessionId },
    });
    const cell = beginCell().storeUint(7, 8).endCell().toBoc().toString('base64');
    for (const payload of [
      { type: 'text', text: 'Sign me' },
      { type: 'binary', bytes: 'AQID' },
      { type: 'cell', schema: 'x#_ v:uint8 = X;', cell },
    ]) {
      expect(
        rpc('signData', [JSON.stringify({ ...payload, network: '-239', from: wallet.rawAddress })], '2'),
      ).toEqual({
        status: 'request',
        request: { kind: 'signData', id: '2', sessionId: session.sessionId, payload, origin: null },
      });
    }
    expect(rpc('signData', [JSON.stringify({ type: 'text', text: 'x', network: '-3' })], '3')).toMatchObject({
      status: 'refused',
      code: 1,
    });
    expect(rpc('signData', [JSON.stringify({ type: 'text', text: 'x', from: other })], '3')).toMatchObject({
      status: 'refused',
      code: 1,
    });
    expect(
      rpc('signData', [JSON.stringify({ type: 'cell', schema: 's', cell: twoRoots })], '3'),
    ).toMatchObject({ status: 'refused', code: 1 });
    expect(rpc('signData', [JSON.stringify({ type: 'video' })], '3')).toMatchObject({
      status: 'refused',
      code: 1,
    });
  });
});
