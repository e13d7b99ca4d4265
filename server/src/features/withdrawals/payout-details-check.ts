import { createHmac } from 'node:crypto';
import { PAYOUT_DETAILS_SCOPE, type PayoutConfirmationChannel } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Sealing } from '../../auth/sealing';
import { loadOrCreateServerSecret } from '../../auth/server-secrets';
import type { Schema } from '../../db/schema';
import { maskCardNumber } from './requisite-values';
import type { RequisiteKind } from './withdrawals.schema';

/** Where a payout goes, as compared: the full destination (a card number unmasked). */
export interface PayoutDetails {
  kind: RequisiteKind;
  destination: string;
  network: string | null;
  memo: string | null;
}

/** How a withdrawal stands toward the one-time confirmation of its details. */
export interface DetailsCheckContext {
  /** A merchant's signed key call (the key's advanced switch and IP list guard it): not asked. */
  isExempt: boolean;
  /** The call carried a 2FA code the gate accepted: that is the confirmation. */
  isTwoFactorVerified: boolean;
}

/** Long enough to read a mail and type its code; short so an old refusal cannot be replayed later. */
const TOKEN_TTL_MS = 30 * 60 * 1000;
const FINGERPRINT_SECRET = 'payout_details_fingerprint_key';

interface TokenBody {
  v: 1;
  u: string;
  p: string;
  k: RequisiteKind;
  d: string;
  n: string | null;
  m: string | null;
  e: number;
}

const KINDS: readonly RequisiteKind[] = ['iban', 'card_mask', 'address'];

function invalidToken(): DomainError {
  return new DomainError('VALIDATION_ERROR', {
    reason: 'details_token_invalid',
    issues: [{ path: 'details_token', key: 'validation.invalid' }],
  });
}

/** The details as a person reads them: a card masked, else as typed (with its MEMO). */
export function displayDetails(details: PayoutDetails): string {
  const value = details.kind === 'card_mask' ? maskCardNumber(details.destination) : details.destination;
  return details.memo ? `${value} · MEMO ${details.memo}` : value;
}

/**
 * The one-time confirmation of payout details: money goes to details never paid to before only
 * once the account's owner confirms them. Details are known by an HMAC of
 * kind, network, MEMO and destination under a server secret, per profile. Every query takes the
 * executor it runs on: a withdrawal checks inside its own transaction (on PGlite the one
 * connection), and nothing is cached from a transaction that may roll back.
 */
export function createPayoutDetailsCheck(deps: { sealing: Sealing; nowMs: () => number }) {
  async function fingerprint(db: Kysely<Schema>, details: PayoutDetails): Promise<string> {
    const key = await loadOrCreateServerSecret(db, FINGERPRINT_SECRET);
    return createHmac('sha256', Buffer.from(key, 'hex'))
      .update(JSON.stringify([details.kind, details.network, details.memo, details.destination]))
      .digest('hex');
  }

  async function isConfirmed(db: Kysely<Schema>, profileId: string, details: PayoutDetails) {
    const row = await db
      .selectFrom('payout_details_confirmations')
      .select('profile_id')
      .where('profile_id', '=', profileId)
      .where('fingerprint', '=', await fingerprint(db, details))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records the confirmation once; a second one (a retry, a parallel call) changes nothing. */
  async function record(
    db: Kysely<Schema>,
    input: {
      profileId: string;
      userId: string;
      details: PayoutDetails;
      method: 'email' | 'telegram' | 'two_factor';
    },
  ): Promise<void> {
    await db
      .insertInto('payout_details_confirmations')
      .values({
        profile_id: input.profileId,
        fingerprint: await fingerprint(db, input.details),
        user_id: input.userId,
        method: input.method,
      })
      .onConflict((conflict) => conflict.columns(['profile_id', 'fingerprint']).doNothing())
      .execute();
  }

  /** The details sealed for this user and profile: only this server can read or make one. */
  function makeToken(userId: string, profileId: string, details: PayoutDetails): string {
    const body: TokenBody = {
      v: 1,
      u: userId,
      p: profileId,
      k: details.kind,
      d: details.destination,
      n: details.network,
      m: details.memo,
      e: deps.nowMs() + TOKEN_TTL_MS,
    };
    return deps.sealing.seal(JSON.stringify(body));
  }

  /** The details of a token this user got for this profile, still fresh; anything else is refused. */
  function openToken(token: string, userId: string, profileId: string): PayoutDetails {
    let body: Partial<TokenBody>;
    try {
      body = JSON.parse(deps.sealing.open(token)) as Partial<TokenBody>;
    } catch {
      throw invalidToken();
    }
    const isOwn = body.v === 1 && body.u === userId && body.p === profileId;
    const isFresh = typeof body.e === 'number' && body.e > deps.nowMs();
    if (!isOwn || !isFresh || !body.k || !KINDS.includes(body.k) || typeof body.d !== 'string')
      throw invalidToken();
    return { kind: body.k, destination: body.d, network: body.n ?? null, memo: body.m ?? null };
  }

  return {
    fingerprint,
    isConfirmed,
    record,
    openToken,

    /**
     * Lets a withdrawal through to confirmed details, or to new ones its 2FA code confirms (and
     * records); otherwise refuses it with AUTH_2FA_REQUIRED before anything is held.
     */
    async ensure(
      trx: Kysely<Schema>,
      input: { profileId: string; details: PayoutDetails; context: DetailsCheckContext },
    ): Promise<void> {
      if (input.context.isExempt) return;
      if (await isConfirmed(trx, input.profileId, input.details)) return;
      const owner = await trx
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.user_id')
        .select(['users.id', 'users.email', 'users.tg_id'])
        .where('profiles.id', '=', input.profileId)
        .executeTakeFirstOrThrow();
      if (input.context.isTwoFactorVerified) {
        await record(trx, { ...input, userId: owner.id, method: 'two_factor' });
        return;
      }
      const channel: PayoutConfirmationChannel = owner.email || owner.tg_id === null ? 'email' : 'telegram';
      throw new DomainError('AUTH_2FA_REQUIRED', {
        scope: PAYOUT_DETAILS_SCOPE,
        reason: 'payout_details_unconfirmed',
        channel,
        details_token: makeToken(owner.id, input.profileId, input.details),
        requisite: displayDetails(input.details),
      });
    },
  };
}

export type PayoutDetailsCheck = ReturnType<typeof createPayoutDetailsCheck>;
