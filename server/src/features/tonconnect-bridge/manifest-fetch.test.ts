import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../bus/memory-bus';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createOutbound } from '../../http/outbound/outbound';
import type { ResolveHost } from '../../http/outbound/outbound-target';
import { fetchManifest, type ManifestFetchDeps } from './manifest-fetch';
import { type BridgeInstance, serveBridgeInstance } from './tonconnect-bridge.test-kit';

let dapps: Server;
let dappUrl: string;
let database: TestDatabase;
let instance: BridgeInstance;

/** A dApp host on 127.0.0.1 serving manifests good and bad. */
function startDappHost(): Promise<Server> {
  const server = createServer((request, response) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const good = { url: origin, name: 'Test dApp', iconUrl: `${origin}/icon.png` };
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(body);
    };
    switch (request.url) {
      case '/good.json':
        return send(200, JSON.stringify({ ...good, termsOfUseUrl: `${origin}/terms` }));
      case '/missing-icon.json':
        return send(200, JSON.stringify({ url: good.url, name: good.name }));
      case '/script-icon.json':
        return send(200, JSON.stringify({ ...good, iconUrl: 'javascript:alert(1)' }));
      case '/not-json.json':
        return send(200, '{ "url": ');
      case '/other-origin.json':
        return send(200, JSON.stringify({ ...good, url: 'https://real-dapp.example' }));
      case '/localhost-origin.json':
        return send(200, JSON.stringify({ ...good, url: origin.replace('127.0.0.1', 'localhost') }));
      case '/huge.json':
        return send(200, JSON.stringify({ ...good, name: 'x'.repeat(100 * 1024) }));
      case '/redirect.json':
        return send(302, '', { Location: `${origin}/good.json` });
      case '/slow.json':
        setTimeout(() => send(200, JSON.stringify(good)), 1_000);
        return;
      default:
        return send(404, '{}');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  dapps = await startDappHost();
  dappUrl = `http://127.0.0.1:${(dapps.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  // The dApps here live on 127.0.0.1: only the setting lets the guard reach them (not the sandbox).
  instance = await serveBridgeInstance(database, createMemoryBus(), {
    environment: { OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' },
  });
});
afterAll(async () => {
  await instance.stop();
  await database.dispose();
  await new Promise((resolve) => dapps.close(resolve));
});

async function askServer(manifestUrl: string | undefined) {
  const query = manifestUrl === undefined ? '' : `?url=${encodeURIComponent(manifestUrl)}`;
  const response = await fetch(`${instance.url}/tonconnect/manifest${query}`);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('GET /tonconnect/manifest (private targets allowed: the dApp is on 127.0.0.1)', () => {
  it('answers a good manifest with the domain to show and sign', async () => {
    const answer = await askServer(`${dappUrl}/good.json`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 'ok',
      manifest: {
        url: dappUrl,
        name: 'Test dApp',
        iconUrl: `${dappUrl}/icon.png`,
        termsOfUseUrl: `${dappUrl}/terms`,
      },
      domain: new URL(dappUrl).host,
    });
  });

  it.each([
    ['a 404', '/absent.json', 2, 'http_404'],
    ['a redirect (never followed)', '/redirect.json', 2, 'redirect_refused'],
    ['a manifest over 64 KB', '/huge.json', 2, 'too_large'],
    ['a body that is not JSON', '/not-json.json', 3, 'not_json'],
    ['a missing iconUrl', '/missing-icon.json', 3, 'bad_field:iconUrl'],
    ['a javascript: icon', '/script-icon.json', 3, 'bad_field:iconUrl'],
    ['a url of another origin', '/other-origin.json', 3, 'origin_mismatch'],
    ['localhost for 127.0.0.1 (no localhost exception)', '/localhost-origin.json', 3, 'origin_mismatch'],
  ])('maps %s to connect error %i', async (_name, path, code, reason) => {
    const answer = await askServer(`${dappUrl}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'error', connectErrorCode: code, reason });
  });

  it('maps an unreachable host to connect error 2', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const answer = await askServer(`http://127.0.0.1:${port}/tonconnect-manifest.json`);
    expect(answer.json).toEqual({ status: 'error', connectErrorCode: 2, reason: 'unreachable' });
  });

  it.each([
    ['no url', undefined, 'url_required'],
    ['a url that does not parse', 'not a url', 'url_invalid'],
    ['a file: url', 'file:///etc/passwd', 'url_scheme_refused'],
    ['http to a public host', 'http://example.com/m.json', 'url_scheme_refused'],
    ['credentials in the url', 'https://user:pw@example.com/m.json', 'url_credentials_refused'],
    ['the cloud metadata address (refused even here)', 'https://169.254.169.254/latest', 'target_not_public'],
    ['the metadata address mapped into IPv6', 'https://[::ffff:a9fe:a9fe]/latest', 'target_not_public'],
  ])('refuses %s with a 400', async (_name, manifestUrl, reason) => {
    const answer = await askServer(manifestUrl);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: 'BAD_REQUEST', details: { reason } } });
  });
});

describe('fetchManifest without private targets', () => {
  const live = (resolve: ResolveHost = async () => ['93.184.215.14']): ManifestFetchDeps => ({
    outbound: createOutbound({ allowsPrivateTargets: false, resolve }),
  });

  it('refuses loopback even over https, and a name that resolves into a private network', async () => {
    await expect(fetchManifest('https://127.0.0.1/m.json', live())).rejects.toMatchObject({
      details: { reason: 'target_not_public' },
    });
    await expect(fetchManifest('https://10.0.0.8/m.json', live())).rejects.toMatchObject({
      details: { reason: 'target_not_public' },
    });
    await expect(fetchManifest(`${dappUrl}/good.json`, live())).rejects.toMatchObject({
      details: { reason: 'url_scheme_refused' },
    });
    await expect(
      fetchManifest(
        'https://dapp.example/m.json',
        live(async () => ['93.184.215.14', '192.168.1.5']),
      ),
    ).rejects.toMatchObject({ details: { reason: 'target_not_public' } });
  });

  it('gives up after the timeout with connect error 2', async () => {
    const answer = await fetchManifest(`${dappUrl}/slow.json`, {
      outbound: createOutbound({ allowsPrivateTargets: true }),
      timeoutMs: 200,
    });
    expect(answer).toEqual({ status: 'error', connectErrorCode: 2, reason: 'timeout' });
  });
});
