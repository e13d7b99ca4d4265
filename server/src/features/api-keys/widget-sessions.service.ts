import type { createWidgetSession, LoginResponse } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Caller } from '../../http/caller';
import type { MerchantPrincipal } from '../../http/principal';
import type { ModuleContext } from '../../module-context/module-context';
import { enforceRate } from '../../rate-limit/rate-limiter';
import { checkFrameCallbackUrl, type FrameCallbackUrlDeps } from './frame-callback-url';
import { CustomerLinkRace, createMerchantCustomers } from './merchant-customers';
import { generateSessionToken, hashSessionToken } from './widget-session-token';

/** Long enough to load the widget, short enough that a leaked URL soon opens nothing. */
export const WIDGET_SESSION_TTL_MS = 15 * 60_000;

/** A wallet key reads its owner's own account; only keys that serve customers open sessions. */
const SESSION_KEY_TYPES = ['exchanger', 'white-label', 'widget'] as const;

/**
 * A session id cannot be guessed (256 bits), so these only keep one caller from flooding: a busy
 * merchant opens a few sessions a second; a customer, or an office of them, loads the widget a
 * few times in ten minutes.
 */
const CREATE_RULE = { name: 'widget-session.create.key', limit: 300, windowSeconds: 60 };
const SIGN_IN_RULE = { name: 'widget-session.sign-in.ip', limit: 60, windowSeconds: 600 };

type CreateBody = z.output<NonNullable<(typeof createWidgetSession)['body']>>;

const refused = () => new DomainError('UNAUTHORIZED_REQUEST', { reason: 'widget_session_invalid' });

/** What the merchant told about the customer, kept with the session for the widget's forms. */
function toCustomerData(body: CreateBody): Record<string, string> {
  const data: Record<string, string | undefined> = {
    email: body.email?.toLowerCase(),
    phone: body.phone,
    first_name: body.first_name,
    last_name: body.last_name,
    date_of_birth: body.date_of_birth,
    residence_country: body.residence_country?.toUpperCase(),
  };
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

type SignInOutcome = { kind: 'refused' } | { kind: 'blocked' } | { kind: 'signed-in'; login: LoginResponse };

export function createWidgetSessionsService(
  ctx: ModuleContext,
  ports: Pick<FrameCallbackUrlDeps, 'webhookEndpoints'>,
) {
  const customers = createMerchantCustomers(ctx.users);

  /** Marks the session used, once: of two racing requests only one gets the row back. */
  function claim(id: string, trx: Kysely<Schema>) {
    const now = new Date(ctx.nowMs());
    return trx
      .updateTable('widget_sessions')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('api_keys')
            .innerJoin('profiles', 'profiles.id', 'api_keys.profile_id')
            .innerJoin('users', 'users.id', 'profiles.user_id')
            .select(sql`1`.as('one'))
            .whereRef('api_keys.id', '=', 'widget_sessions.api_key_id')
            .where('api_keys.deleted_at', 'is', null)
            .where('users.status', '=', 'active'),
        ),
      )
      .returningAll()
      .executeTakeFirst();
  }

  async function trySignIn(id: string, caller: Caller): Promise<SignInOutcome> {
    return ctx.db.transaction().execute(async (trx) => {
      const session = await claim(id, trx);
      if (!session) return { kind: 'refused' };
      const country = session.customer.residence_country;
      const { user, isNewUser } = await customers.findOrCreate(
        {
          apiKeyId: session.api_key_id,
          externalCustomerId: session.external_customer_id,
          residenceCountry: typeof country === 'string' ? country : null,
        },
        trx,
      );
      // Committed all the same: the session is spent even when its customer may not come in.
      if (user.status === 'blocked') return { kind: 'blocked' };
      const login = await ctx.loginIssuer.issue(
        {
          user,
          base: 'widget',
          signInMethod: 'widget',
          isNewUser,
          userAgent: caller.userAgent,
          ip: caller.ip,
        },
        trx,
      );
      return { kind: 'signed-in', login };
    });
  }

  return {
    async create(merchant: MerchantPrincipal, body: CreateBody) {
      const key = await ctx.db
        .selectFrom('api_keys')
        .select('type')
        .where('id', '=', merchant.apiKeyId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!key || !(SESSION_KEY_TYPES as readonly string[]).includes(key.type)) {
        throw new DomainError('ACCESS_DENIED', { reason: 'api_key_type' });
      }
      await enforceRate(ctx.rateLimiter, CREATE_RULE, merchant.apiKeyId);
      const callbackUrl =
        body.callback_url === undefined
          ? null
          : await checkFrameCallbackUrl(
              { outbound: ctx.outbound, webhookEndpoints: ports.webhookEndpoints },
              {
                apiKeyId: merchant.apiKeyId,
                url: body.callback_url,
                field: 'callback_url',
              },
            );
      const token = generateSessionToken();
      const expiresAt = new Date(ctx.nowMs() + WIDGET_SESSION_TTL_MS);
      await ctx.db
        .insertInto('widget_sessions')
        .values({
          id: hashSessionToken(token),
          api_key_id: merchant.apiKeyId,
          external_customer_id: body.external_customer_id,
          customer: JSON.stringify(toCustomerData(body)),
          created_at: new Date(ctx.nowMs()),
          expires_at: expiresAt,
          consumed_at: null,
          callback_url: callbackUrl,
        })
        .execute();
      const url = new URL('/frame/exchange', `${ctx.config.publicUrl}/`);
      url.searchParams.set('session', token);
      return { session: token, url: url.toString(), expires_at: expiresAt.toISOString() };
    },

    /** Trades a session for tokens of the merchant's customer (created on first visit). */
    async signIn(token: string, caller: Caller): Promise<LoginResponse> {
      // Only in-process requests (tests) come without an address; they are not limited by it.
      if (caller.ip !== undefined) await enforceRate(ctx.rateLimiter, SIGN_IN_RULE, caller.ip);
      const id = hashSessionToken(token);
      for (let attempt = 1; ; attempt += 1) {
        let outcome: SignInOutcome;
        try {
          outcome = await trySignIn(id, caller);
        } catch (error) {
          const isRace = error instanceof CustomerLinkRace || isUniqueViolation(error);
          if (isRace && attempt < 3) continue;
          throw error;
        }
        if (outcome.kind === 'refused') throw refused();
        if (outcome.kind === 'blocked') throw new DomainError('USER_BLOCKED');
        return outcome.login;
      }
    },
  };
}
