import type { ApiError } from '@ferry/shared/api';
import {
  type FrameCustomer,
  type LoginResponse,
  openWidgetFrame,
  seamlessLogin,
} from '@ferry/shared/contracts';
import { parseWidgetParams, trustWidgetParams, type WidgetParams } from '@ferry/shared/domain';
import type { ApiCaller } from '../../queries/api-context';
import { SAVED_FRAME_KEY } from '../storage-keys';
import type { FrameRefusal, FrameState, ReadyFrame } from './frame-state';

export interface FrameEnvironment {
  /** The page's query string as it arrived, with its `?`. */
  search: string;
  pathname: string;
  /** The embedding page's URL (or origin); null when the frame is the top page. */
  embeddingUrl: string | null;
  /** The tab's session storage, when the browser lets the frame have one. */
  saved: Pick<Storage, 'getItem' | 'setItem'> | null;
  warn(message: string): void;
}

/**
 * The page around the frame: the browser's own record of it (`ancestorOrigins`, which the page
 * cannot fake), or the referrer where that is missing. Unknown when framed without either, which
 * the server refuses like any foreign page.
 */
export function embeddingUrlOf(win: Window): string | null {
  if (win.top === win) return null;
  const ancestor = win.location.ancestorOrigins?.[0];
  const referrer = win.document.referrer;
  if (referrer && (!ancestor || referrer.startsWith(`${ancestor}/`))) return referrer;
  return ancestor ?? 'about:blank';
}

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function refusalOf(error: unknown): FrameRefusal {
  const { code, details } = error as Partial<ApiError>;
  const reason = (details as { reason?: string } | undefined)?.reason;
  if (code === 'ACCESS_DENIED') return 'origin';
  if (reason === 'url_signature_invalid') return 'signature';
  if (reason === 'widget_session_invalid') return 'session';
  if (code === 'UNAUTHORIZED_REQUEST') return 'key';
  return 'unavailable';
}

/** The customer a signed URL describes, in the session's shape, so forms read one thing. */
function customerOf(params: WidgetParams): FrameCustomer | null {
  const { customer } = params;
  if (Object.values(customer).every((value) => value === null)) return null;
  return {
    email: customer.email,
    phone: customer.phone,
    first_name: customer.firstName,
    last_name: customer.lastName,
    date_of_birth: customer.dateOfBirth,
    residence_country: customer.residenceCountry,
    external_customer_id: customer.externalCustomerId,
  };
}

function readSaved(env: FrameEnvironment): ReadyFrame | null {
  try {
    const saved = JSON.parse(env.saved?.getItem(SAVED_FRAME_KEY) ?? 'null') as ReadyFrame | null;
    // Resumed only inside the same page it was checked for.
    return saved?.status === 'ready' && saved.parentOrigin === originOf(env.embeddingUrl) ? saved : null;
  } catch {
    return null;
  }
}

/**
 * Decides, before the first screen, what the frame may do: the server checks the key,
 * the URL's signature or session, and the embedding page; the URL's parameters are then kept as
 * far as that trust goes (unsigned personal data is dropped with a console warning). A session
 * link is traded for the customer's sign-in here, once.
 */
export async function openFrame(
  api: ApiCaller,
  env: FrameEnvironment,
): Promise<{ state: FrameState; login: LoginResponse | null }> {
  const query = env.search.replace(/^\?/, '');
  const door = new URLSearchParams(query);
  const session = door.get('session');
  if (session === null && !door.has('apiKey')) {
    const saved = readSaved(env);
    if (saved) return { state: saved, login: null };
    return {
      state: env.embeddingUrl ? { status: 'refused', reason: 'key' } : { status: 'preview' },
      login: null,
    };
  }
  try {
    const answer = await api.call(openWidgetFrame, { body: { query } });
    const trusted = trustWidgetParams(parseWidgetParams(env.search, env.pathname), answer.trust);
    if (trusted.ignored.length > 0)
      env.warn(
        `Ferry widget: ${trusted.ignored.join(', ')} ignored. Personal data, locks and return addresses count only in a signed URL or a session link (docs/integration.md).`,
      );
    const login =
      answer.trust === 'session' && session ? await api.call(seamlessLogin, { body: { session } }) : null;
    const state: ReadyFrame = {
      status: 'ready',
      params: trusted.params,
      trust: answer.trust,
      merchant: { domain: answer.merchant.domain, isTestMode: answer.merchant.is_test_mode },
      customer: answer.customer ?? customerOf(trusted.params),
      parentOrigin: originOf(env.embeddingUrl),
      frameToken: answer.frame_token ?? null,
    };
    try {
      env.saved?.setItem(SAVED_FRAME_KEY, JSON.stringify(state));
    } catch {
      // Storage refused: a reload on a later screen asks again.
    }
    return { state, login };
  } catch (error) {
    return { state: { status: 'refused', reason: refusalOf(error) }, login: null };
  }
}
