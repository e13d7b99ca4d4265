import type { ApiKey, createApiKey, updateApiKey } from '@ferry/shared/contracts';
import { DomainError, isDomainBound } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { enforceRate, type RateLimiter } from '../../rate-limit/rate-limiter';
import { generatePublicKey, generateSecret, hashSecret } from './api-key-credentials';
import {
  fieldIssue,
  findSettingIssues,
  type KeySettings,
  normalizeDomain,
  orderPermissions,
  validationError,
} from './api-key-rules';
import { type ApiKeyRow, viewApiKey } from './api-key-view';
import type { ApiKeysRepo } from './api-keys.repo';
import type { DomainVerifier } from './domain-verifier';
import { parseIpList } from './ip-address';
import { readKeySigning } from './signature-schemes';

/** The spec leaves the number open; 20 covers a merchant's environments and integrations. */
export const MAX_KEYS_PER_PROFILE = 20;

/** Each check may reach DNS; a few per minute is all a person clicking "check again" needs. */
const DOMAIN_CHECK_RULE = { name: 'api-key-domain-check', limit: 10, windowSeconds: 60 };

type CreateBody = z.output<NonNullable<(typeof createApiKey)['body']>>;
type UpdateBody = z.output<NonNullable<(typeof updateApiKey)['body']>>;

interface ServiceDependencies {
  db: Kysely<Schema>;
  repo: ApiKeysRepo;
  verifier: DomainVerifier;
  rateLimiter: RateLimiter;
  nowMs: () => number;
}

function nameUsedError(): DomainError {
  return new DomainError('NON_UNIQUE_VALUE', { issues: [fieldIssue('name', 'validation.nameUsed')] });
}

function refuseBadSettings(settings: KeySettings): void {
  const issues = findSettingIssues(settings);
  if (issues.length > 0) throw validationError(issues);
}

/** Creating, editing, deleting and checking a profile's keys; the guard already proved ownership. */
export function createApiKeysService(deps: ServiceDependencies) {
  const { db, repo } = deps;

  /** Runs one change of a profile's keys under its lock; a racing duplicate name still ends as NON_UNIQUE_VALUE. */
  async function changeKeys<T>(profileId: string, work: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        await repo.lockProfile(profileId, trx);
        return work(trx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameUsedError();
      throw error;
    }
  }

  async function findOrRefuse(id: string, profileId: string, executor?: Kysely<Schema>): Promise<ApiKeyRow> {
    const row = await repo.find(id, profileId, executor);
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  return {
    async list(profileId: string): Promise<ApiKey[]> {
      return (await repo.list(profileId)).map(viewApiKey);
    },

    async create(profileId: string, body: CreateBody): Promise<{ api_key: ApiKey; secret: string }> {
      const domain = normalizeDomain(body.domain);
      refuseBadSettings({
        type: body.type,
        permissions: body.permissions,
        domain,
        isAdvanced: body.is_advanced,
        isWhiteLabel: body.is_white_label,
      });
      const signing = readKeySigning(body.signature_scheme, body.ed25519_public_key);
      // An Ed25519 key gets a secret too: it keys the callbacks Ferry signs, never a request.
      const secret = generateSecret();
      const row = await changeKeys(profileId, async (trx) => {
        if ((await repo.countLive(profileId, trx)) >= MAX_KEYS_PER_PROFILE) {
          throw new DomainError('UNPROCESSABLE_ENTITY', {
            reason: 'api_key_limit',
            max: MAX_KEYS_PER_PROFILE,
          });
        }
        if (await repo.isNameTaken(profileId, body.name, undefined, trx)) throw nameUsedError();
        return repo.insert(
          {
            profile_id: profileId,
            name: body.name,
            type: body.type,
            public_key: generatePublicKey(body.is_test_mode),
            secret_hash: hashSecret(secret),
            permissions: orderPermissions(body.type, body.permissions),
            ip_addresses: parseIpList(body.ip_addresses),
            domain,
            domain_status: isDomainBound(body.type) ? 'in-progress' : null,
            is_test_mode: body.is_test_mode,
            is_advanced: body.is_advanced,
            is_white_label: body.is_white_label,
            created_at: new Date(deps.nowMs()),
            last_used_at: null,
            deleted_at: null,
            ...signing,
          },
          trx,
        );
      });
      return { api_key: viewApiKey(row), secret };
    },

    async update(profileId: string, id: string, body: UpdateBody): Promise<ApiKey> {
      const row = await changeKeys(profileId, async (trx) => {
        const current = await findOrRefuse(id, profileId, trx);
        // The public key says test or live; switching would leave it lying, so make a new key instead.
        if (body.is_test_mode !== undefined && body.is_test_mode !== current.is_test_mode) {
          throw validationError([fieldIssue('is_test_mode', 'validation.invalid')]);
        }
        const domain = body.domain === undefined ? current.domain : normalizeDomain(body.domain);
        const permissions = body.permissions ?? current.permissions;
        refuseBadSettings({
          type: current.type,
          permissions,
          domain,
          isAdvanced: body.is_advanced ?? current.is_advanced,
          isWhiteLabel: body.is_white_label ?? current.is_white_label,
        });
        if (body.name !== undefined && (await repo.isNameTaken(profileId, body.name, id, trx))) {
          throw nameUsedError();
        }
        const isDomainChanged = domain !== current.domain;
        return repo.update(
          id,
          {
            ...(body.name === undefined ? {} : { name: body.name }),
            permissions: orderPermissions(current.type, permissions),
            ...(body.ip_addresses === undefined ? {} : { ip_addresses: parseIpList(body.ip_addresses) }),
            // A new domain has to be proved again.
            ...(isDomainChanged ? { domain, domain_status: 'in-progress' as const } : {}),
            ...(body.is_advanced === undefined ? {} : { is_advanced: body.is_advanced }),
            ...(body.is_white_label === undefined ? {} : { is_white_label: body.is_white_label }),
          },
          trx,
        );
      });
      if (!row) throw new DomainError('NOT_FOUND');
      return viewApiKey(row);
    },

    async remove(profileId: string, id: string): Promise<void> {
      if (!(await repo.softDelete(id, profileId, new Date(deps.nowMs())))) throw new DomainError('NOT_FOUND');
    },

    async verifyDomain(profileId: string, id: string): Promise<ApiKey> {
      const current = await findOrRefuse(id, profileId);
      if (!isDomainBound(current.type) || current.domain === null) {
        throw new DomainError('UNPROCESSABLE_ENTITY', { reason: 'api_key_without_domain' });
      }
      await enforceRate(deps.rateLimiter, DOMAIN_CHECK_RULE, id);
      const result = await deps.verifier.check(current.domain, current.public_key);
      // Only the domain that was checked gets the verdict; an edit in between keeps its own state.
      const updated = await db
        .updateTable('api_keys')
        .set({ domain_status: result })
        .where('id', '=', id)
        .where('domain', '=', current.domain)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return viewApiKey(updated ?? (await findOrRefuse(id, profileId)));
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
