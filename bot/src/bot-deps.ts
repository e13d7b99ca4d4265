import type { StartSourceRecorder } from './start-sources';

/** What the bot reaches outside itself; each port talks to the server's bot base in production. */
export interface BotDeps {
  /** Keeps where a user came from on `/start` until they sign up. */
  startSources: StartSourceRecorder;
  /** Told of every error a feature's error boundary stops (a log line in production). */
  onError?(error: unknown): void;
}
