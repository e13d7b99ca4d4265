import type { FrameCustomer } from '@ferry/shared/contracts';
import type { WidgetParams, WidgetTrust } from '@ferry/shared/domain';

/** Why a frame draws nothing but its refusal. */
export type FrameRefusal =
  /** The page around the frame is not on the key's verified domain. */
  | 'origin'
  /** The URL's signature does not match its query (changed after signing). */
  | 'signature'
  /** The session link was used already or expired. */
  | 'session'
  /** The URL names no key Ferry knows, or none at all inside someone's page. */
  | 'key'
  /** The check could not be made (offline, server trouble): try again. */
  | 'unavailable';

/** What the frame may do, decided once before the first screen. */
export type FrameState =
  /** Opened on its own without a key: the plain widget, nothing prefilled, nobody told. */
  | { status: 'preview' }
  | {
      status: 'ready';
      params: WidgetParams;
      trust: WidgetTrust;
      merchant: { domain: string; isTestMode: boolean };
      /** The customer the merchant's server vouched for (a session), else from a signed URL. */
      customer: FrameCustomer | null;
      /** The embedding page's origin, the only one events are posted to; null when not embedded. */
      parentOrigin: string | null;
      /**
       * The server's token for what the merchant vouched for (callbackUrl, customer id), sent as
       * `Widget-Frame-Token`; null when the frame has nothing to remember. Absent in a state saved
       * before it existed.
       */
      frameToken?: string | null;
    }
  | { status: 'refused'; reason: FrameRefusal };

export type ReadyFrame = Extract<FrameState, { status: 'ready' }>;
