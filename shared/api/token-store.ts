/** The session a client signs its calls with. */
export interface Tokens {
  accessToken: string;
  /** Null when the session cannot be refreshed (then a 401 ends it). */
  refreshToken: string | null;
}

/** Where the client keeps the session; the shells choose the backing (storage, memory). */
export interface TokenStore {
  read(): Tokens | null;
  write(tokens: Tokens): void;
  clear(): void;
}

/** Keeps the session in memory only: the bot, tests, and frames whose storage is blocked. */
export function createMemoryTokenStore(initial: Tokens | null = null): TokenStore {
  let tokens = initial;
  return {
    read: () => tokens,
    write: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}
