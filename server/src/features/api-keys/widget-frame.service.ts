import type { FrameCustomer, openWidgetFrame } from '@ferry/shared/contracts';
import { DomainError, parseWidgetParams } from '@ferry/shared/domain';
import type { z } from 'zod';
import type { Caller } from '../../http/caller';
import type { ModuleContext } from '../../module-context/module-context';
import { enforceRate } from '../../rate-limit/rate-limiter';
import { isPublicKeyShaped } from './api-key-credentials';
import { checkFrameCallbackUrl, type FrameCallbackUrlDeps } from './frame-callback-url';
import { createWidgetFrameLinks, type VouchedFrame } from './widget-frame-links';
import { hashSessionToken } from './widget-session-token';
import { isWidgetQuerySignatureValid, splitSignedQuery } from './widget-url-signature';

type FrameAnswer = z.input<(typeof openWidgetFrame)['response']>;

/** A page loads the frame a few times a minute; this only keeps one address from probing keys. */
const OPEN_RULE = { name: 'widget-frame.open.ip', limit: 120, windowSeconds: 60 };

const SESSION_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

const refused = (reason: string) => new DomainError('UNAUTHORIZED_REQUEST', { reason });

/** The page's host is the key's domain or one under it (`shop.test`, `pay.shop.test`). */
export function isHostOnDomain(host: string, domain: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  const bound = domain.toLowerCase();
  return name === bound || name.endsWith(`.${bound}`);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

function toFrameCustomer(data: Record<string, unknown>, externalId: string): FrameCustomer {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : null);
  return {
    email: text('email'),
    phone: text('phone'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    date_of_birth: text('date_of_birth'),
    residence_country: text('residence_country'),
    external_customer_id: externalId,
  };
}

/**
 * The widget frame's door: which key opened it, whether its URL is signed or came from
 * a single-use session, and whether the page around it is on the key's verified domain. The same
 * key look-up gives the `frame-ancestors` policy the frame's page is served with, so a browser
 * refuses to draw the frame elsewhere even before any script runs.
 */
export function createWidgetFrameService(
  ctx: ModuleContext,
  ports: Pick<FrameCallbackUrlDeps, 'webhookEndpoints'>,
) {
  const { db } = ctx;
  const links = createWidgetFrameLinks({ nowMs: ctx.nowMs });

  const keyColumns = [
    'api_keys.id',
    'api_keys.domain',
    'api_keys.domain_status',
    'api_keys.is_test_mode',
    'api_keys.signature_scheme',
    'api_keys.secret_hash',
    'api_keys.ed25519_public_key',
  ] as const;

  const liveKeys = () =>
    db
      .selectFrom('api_keys')
      .innerJoin('profiles', 'profiles.id', 'api_keys.profile_id')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .where('api_keys.deleted_at', 'is', null)
      .where('users.status', '=', 'active');

  const keyByPublicKey = (publicKey: string) =>
    isPublicKeyShaped(publicKey)
      ? liveKeys().select(keyColumns).where('api_keys.public_key', '=', publicKey).executeTakeFirst()
      : Promise.resolve(undefined);

  /** A session still open: not used, not expired. Reading it does not use it up. */
  const openSession = (token: string) =>
    SESSION_TOKEN.test(token)
      ? liveKeys()
          .innerJoin('widget_sessions', 'widget_sessions.api_key_id', 'api_keys.id')
          .select(keyColumns)
          .select([
            'widget_sessions.customer',
            'widget_sessions.external_customer_id',
            'widget_sessions.callback_url',
          ])
          .where('widget_sessions.id', '=', hashSessionToken(token))
          .where('widget_sessions.consumed_at', 'is', null)
          .where('widget_sessions.expires_at', '>', new Date(ctx.nowMs()))
          .executeTakeFirst()
      : Promise.resolve(undefined);

  /** The key behind a session, used or not: its page may still say the link is spent. */
  const sessionKey = (token: string) =>
    SESSION_TOKEN.test(token)
      ? liveKeys()
          .innerJoin('widget_sessions', 'widget_sessions.api_key_id', 'api_keys.id')
          .select(keyColumns)
          .where('widget_sessions.id', '=', hashSessionToken(token))
          .executeTakeFirst()
      : Promise.resolve(undefined);

  type FrameKey = NonNullable<Awaited<ReturnType<typeof keyByPublicKey>>>;

  /** Inside another page, only on the key's own verified domain; opened on its own, anywhere. */
  function checkEmbedding(key: FrameKey, embeddingUrl: string | undefined) {
    if (embeddingUrl === undefined) return;
    if (!key.domain || key.domain_status !== 'verified')
      throw new DomainError('ACCESS_DENIED', { reason: 'frame_domain_not_verified' });
    const host = hostOf(embeddingUrl);
    if (!host || !isHostOnDomain(host, key.domain))
      throw new DomainError('ACCESS_DENIED', { reason: 'frame_origin_not_allowed' });
  }

  /** A frame with something to remember gets a token for it; one without, none. */
  async function frameToken(frame: VouchedFrame): Promise<{ frame_token?: string }> {
    if (frame.callbackUrl === null && frame.externalCustomerId === null) return {};
    return { frame_token: await links.open(db, frame) };
  }

  return {
    async open(query: string, caller: Caller): Promise<FrameAnswer> {
      if (caller.ip !== undefined) await enforceRate(ctx.rateLimiter, OPEN_RULE, caller.ip);
      const params = new URLSearchParams(query);
      const sessionToken = params.get('session');
      if (sessionToken !== null) {
        const session = await openSession(sessionToken);
        if (!session) throw refused('widget_session_invalid');
        checkEmbedding(session, caller.widgetOriginalUrl);
        return {
          trust: 'session',
          ...(await frameToken({
            apiKeyId: session.id,
            trust: 'session',
            callbackUrl: session.callback_url,
            externalCustomerId: session.external_customer_id,
          })),
          merchant: { domain: session.domain ?? '', is_test_mode: session.is_test_mode },
          customer: toFrameCustomer(
            session.customer as Record<string, unknown>,
            session.external_customer_id,
          ),
        };
      }
      const key = await keyByPublicKey(params.get('apiKey') ?? '');
      if (!key) throw refused('api_key_unknown');
      checkEmbedding(key, caller.widgetOriginalUrl);
      const { signedText, signature } = splitSignedQuery(query);
      if (signature !== undefined && !isWidgetQuerySignatureValid(key, signedText, signature))
        throw refused('url_signature_invalid');
      if (signature === undefined)
        return {
          trust: 'unsigned',
          merchant: { domain: key.domain ?? '', is_test_mode: key.is_test_mode },
          customer: null,
        };
      // Only what the signature covers counts: the callbackUrl and customer id of the signed text.
      const vouched = new URLSearchParams(signedText);
      const callbackUrl = vouched.get('callbackUrl');
      return {
        trust: 'signed',
        ...(await frameToken({
          apiKeyId: key.id,
          trust: 'signed',
          callbackUrl:
            callbackUrl === null
              ? null
              : await checkFrameCallbackUrl(
                  { outbound: ctx.outbound, webhookEndpoints: ports.webhookEndpoints },
                  {
                    apiKeyId: key.id,
                    url: callbackUrl,
                    field: 'callbackUrl',
                  },
                ),
          externalCustomerId: parseWidgetParams(vouched, '/frame').customer.externalCustomerId,
        })),
        merchant: { domain: key.domain ?? '', is_test_mode: key.is_test_mode },
        customer: null,
      };
    },

    /**
     * The `frame-ancestors` of a frame page: the key's verified domain and the hosts under it, on
     * any port; nobody when the URL names a key that has none.
     */
    async frameAncestors(url: URL): Promise<string | undefined> {
      const sessionToken = url.searchParams.get('session');
      // A page the frame moved to keeps no key in its URL; the frame's script guards it then.
      if (sessionToken === null && !url.searchParams.has('apiKey')) return undefined;
      const key = sessionToken
        ? await sessionKey(sessionToken)
        : await keyByPublicKey(url.searchParams.get('apiKey') ?? '');
      if (!key?.domain || key.domain_status !== 'verified') return "frame-ancestors 'none'";
      return `frame-ancestors ${key.domain}:* *.${key.domain}:*`;
    },
  };
}
