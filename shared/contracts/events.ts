import { z } from 'zod';

/**
 * The live-status socket at `{base}ws` (`/api/client/v1/ws`, `/api/widget/v1/ws`,
 * `/api/mobile/v1/ws`). A browser offers the subprotocols `[LIVE_PROTOCOL, <access token>]` and
 * the server answers `LIVE_PROTOCOL` (never the token); a native client sends
 * `Authorization: Bearer <token>`. `?after=<seq>` replays the user's events after that number,
 * then the live ones follow, in order, each sequence number once.
 */
export const LIVE_PROTOCOL = 'ferry.v1';

/** Below each API base prefix. */
export const LIVE_SOCKET_PATH = 'ws';

/** Close codes the server uses; 4xxx are ours (RFC 6455 leaves 4000–4999 to applications). */
export const LIVE_CLOSE_CODES = {
  /** The server is shutting down; reconnect (another instance will answer). */
  goingAway: 1001,
  /** The session ended (logout, block, deletion): do not reconnect with the same token. */
  sessionEnded: 4401,
  /** The client read too slowly; reconnect with `after` and catch up. */
  tooSlow: 4408,
} as const;

/** Per-user sequence numbers start at 1 and have no gaps; 0 means "nothing seen yet". */
const sequence = z.number().int().nonnegative();

/**
 * What a user's events are about; the payload carries the thing as the API shows it. `card.notice`
 * is the payment card's news (a hold, a decline, a refund), which the card's screens refresh on.
 */
export const LIVE_EVENT_TOPICS = ['transaction.changed', 'balance.changed', 'card.notice'] as const;
export type LiveEventTopic = (typeof LIVE_EVENT_TOPICS)[number];

export const liveEventFrameSchema = z.object({
  type: z.literal('event'),
  seq: sequence.positive(),
  /** A string rather than an enum, so an older client skips topics it does not know yet. */
  topic: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type LiveEventFrame = z.infer<typeof liveEventFrameSchema>;

/**
 * Sent once the replay is done: `last_seq` is the user's newest event so far. A number below the
 * client's own means the server's history restarted; the client adopts it.
 */
export const liveReadyFrameSchema = z.object({ type: z.literal('ready'), last_seq: sequence });

export const livePongFrameSchema = z.object({ type: z.literal('pong') });

export const liveServerFrameSchema = z.discriminatedUnion('type', [
  liveEventFrameSchema,
  liveReadyFrameSchema,
  livePongFrameSchema,
]);
export type LiveServerFrame = z.infer<typeof liveServerFrameSchema>;

/** `resume` replays again after `after`; `ping` is an application-level keepalive. */
export const liveClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('resume'), after: sequence }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

/** The `after` query parameter: a decimal sequence number. */
export const liveAfterParamSchema = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);
