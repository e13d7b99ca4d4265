import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findFreePort } from './free-port';

/** @tonconnect/sdk's browser bundle (UMD, global `TonConnectSDK`), read from the tests package. */
function sdkBundle(): string {
  const main = createRequire(import.meta.url).resolve('@tonconnect/sdk');
  // `main` is lib/cjs/index.cjs; the package does not export its dist folder, so walk to it.
  return readFileSync(path.join(path.dirname(main), '..', '..', 'dist', 'tonconnect-sdk.min.js'), 'utf8');
}

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#0098ea"/><path d="M28 34h40L48 70Z" fill="#fff"/></svg>`;

/**
 * The page a dApp serves: the SDK, and `window.dapp` for the test to drive it. Every call returns
 * plain data (errors as `{ error: name, code }`), so `page.evaluate` can carry it.
 */
function pageHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Playwright dApp</title>
<script src="/tonconnect-sdk.min.js"></script></head>
<body><h1>Playwright dApp</h1><p id="status">no wallet</p>
<script>
  const sdk = window.TonConnectSDK;
  const connector = new sdk.TonConnect({ manifestUrl: location.origin + '/tonconnect-manifest.json', analytics: { mode: 'off' } });
  window.__statuses = [];
  connector.onStatusChange((wallet) => {
    window.__statuses.push(wallet ? wallet.account.address : null);
    window.__wallet = wallet;
    document.getElementById('status').textContent = wallet ? wallet.account.address : 'no wallet';
  });
  // Class names are minified in the bundle: ask instanceof.
  const failure = (error) => ({ error: String(error && error.message),
    isBadRequest: error instanceof sdk.BadRequestError, isUserRejected: error instanceof sdk.UserRejectsError });
  window.dapp = {
    // ret: the return strategy, added as @tonconnect/ui does (the SDK itself never adds one);
    // for a t.me link it goes inside startapp in Telegram's encoding.
    async connect(walletUrls, ret) {
      const payload = (await (await fetch('/api/payload', { method: 'POST' })).json()).payload;
      const link = connector.connect(walletUrls, { request: { tonProof: payload } });
      if (!ret) return link;
      const url = new URL(link);
      if (!sdk.isTelegramUrl(link)) { url.searchParams.append('ret', ret); return url.toString(); }
      url.searchParams.set('startapp', url.searchParams.get('startapp') + '-' + sdk.encodeTelegramUrlParameters('ret=' + ret));
      return url.toString();
    },
    async disconnect() {
      try { await connector.disconnect(); return { ok: true }; } catch (error) { return failure(error); }
    },
    async checkProof() {
      const wallet = window.__wallet;
      const proof = wallet && wallet.connectItems && wallet.connectItems.tonProof;
      if (!proof || !('proof' in proof)) return { error: 'no proof' };
      const answer = await fetch('/api/check', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: wallet.account.address, network: wallet.account.chain,
          public_key: wallet.account.publicKey, proof: { ...proof.proof, state_init: wallet.account.walletStateInit } }) });
      return { status: answer.status, body: await answer.json() };
    },
    async send(tx, qa) {
      if (qa) sdk.enableQaMode();
      try { return { boc: (await connector.sendTransaction(tx)).boc }; } catch (error) { return failure(error); }
    },
  };
</script></body></html>`;
}

export interface DappServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * A dApp on another local origin than Ferry: its page, manifest and icon, and a small backend
 * that asks Ferry's ton_proof endpoints (they carry no CORS: a dApp checks proofs server-side).
 */
export async function startDapp(ferryOrigin: string): Promise<DappServer> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const sdk = sdkBundle();
  const manifest = JSON.stringify({ url: origin, name: 'Playwright dApp', iconUrl: `${origin}/icon.svg` });

  const server: Server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const forward = async (ferryPath: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = await fetch(`${ferryOrigin}/api/client/v1/ton-proof/${ferryPath}`, {
        method: 'POST',
        ...(body === '' ? {} : { headers: { 'content-type': 'application/json' }, body }),
      });
      send(answer.status, 'application/json', await answer.text());
    };
    const route = new URL(request.url ?? '/', origin).pathname;
    if (route === '/') return send(200, 'text/html; charset=utf-8', pageHtml());
    if (route === '/tonconnect-sdk.min.js') return send(200, 'text/javascript', sdk);
    if (route === '/tonconnect-manifest.json') return send(200, 'application/json', manifest);
    if (route === '/icon.svg') return send(200, 'image/svg+xml', ICON);
    if (route === '/api/payload' && request.method === 'POST') return void forward('payload');
    if (route === '/api/check' && request.method === 'POST') return void forward('check');
    send(404, 'text/plain', 'not here');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
