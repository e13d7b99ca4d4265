import type { TonProofCheckBody } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import { loadOrCreateServerSecret } from '../../auth/server-secrets';
import type { Schema } from '../../db/schema';
import { issuePayload, readPayload } from './ton-proof-payload';
import { verifyTonProof } from './ton-proof-verify';

const SANDBOX_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The domains a proof may name: the server's own host, the configured ones (exact `host[:port]`),
 * and in the sandbox any port of localhost/127.0.0.1, where tests host their dApps.
 */
export function createDomainAllowlist(options: {
  publicUrl: string;
  domains: readonly string[];
  isSandbox: boolean;
}): (domain: string) => boolean {
  const exact = new Set(
    [new URL(options.publicUrl).host, ...options.domains].map((value) => value.toLowerCase()),
  );
  return (domain) => {
    const lower = domain.toLowerCase();
    if (exact.has(lower)) return true;
    if (!options.isSandbox) return false;
    const hostname = lower.replace(/:\d{1,5}$/, '');
    return SANDBOX_HOSTS.has(hostname);
  };
}

export interface TonProofService {
  issue(): Promise<{ payload: string; expires_at: string }>;
  check(body: TonProofCheckBody): Promise<{ valid: true; address: string }>;
}

export function createTonProofService(deps: {
  db: Kysely<Schema>;
  nowMs: () => number;
  isDomainAllowed: (domain: string) => boolean;
}): TonProofService {
  // Shared by every instance through server_secrets, read on first use.
  let key: Promise<Buffer> | undefined;
  const loadKey = () => {
    key ??= loadOrCreateServerSecret(deps.db, 'ton_proof_key').then((hex) => Buffer.from(hex, 'hex'));
    return key;
  };
  const nowSeconds = () => Math.floor(deps.nowMs() / 1000);
  const refuse = (reason: string): never => {
    throw new DomainError('UNPROCESSABLE_ENTITY', { reason });
  };

  return {
    async issue() {
      const { payload, expiresAt } = issuePayload(await loadKey(), nowSeconds());
      return { payload, expires_at: new Date(expiresAt * 1000).toISOString() };
    },
    async check(body) {
      const now = nowSeconds();
      const payload = readPayload(await loadKey(), body.proof.payload, now);
      if (!payload.isValid) return refuse(payload.reason);
      const verdict = verifyTonProof(body, { isDomainAllowed: deps.isDomainAllowed, nowSeconds: now });
      if (!verdict.isValid) return refuse(verdict.reason);
      // Spent only by a proof that holds, so a forged attempt cannot burn someone's payload.
      const spent = await deps.db
        .insertInto('ton_proof_used_payloads')
        .values({ nonce: payload.nonce, expires_at: new Date(payload.expiresAt * 1000) })
        .onConflict((conflict) => conflict.column('nonce').doNothing())
        .returning('nonce')
        .executeTakeFirst();
      if (!spent) return refuse('payload_used');
      return { valid: true, address: verdict.address.toRawString() };
    },
  };
}
