/** Connections the server keeps to PostgreSQL; requests beyond them wait for one in the pool. */
export const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL's own default max_connections: a pool above it could never fill. */
export const MAX_POOL_SIZE = 100;
