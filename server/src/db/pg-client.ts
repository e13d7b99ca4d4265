import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A statement whose text starts with this comment is prepared once per connection, under a name
 * derived from its text, and afterwards only bound and executed: the database parses and plans it
 * once per connection instead of on every call. Only for hot statements of fixed text — pg never
 * deallocates what it prepares, so a marked statement with varying text would pile up per connection.
 */
export const PREPARED = '/* prepared */';

// Exactly what Kysely sends to open a transaction ('begin', or 'start transaction' with an
// isolation level and access mode), never a script that merely starts with BEGIN; and to end one.
const TRANSACTION_START =
  /^(begin|start transaction( isolation level (serializable|repeatable read|read committed|read uncommitted))?( read only| read write)?)$/i;
const TRANSACTION_END = new Set(['commit', 'rollback']);
// A savepoint's opening, which answers nothing the caller reads: it can wait for the next statement.
const SAVEPOINT = /^savepoint [a-z_][a-z0-9_]*$/i;

type Values = unknown[] | undefined;

/** The parts of pg's Query and Connection this file drives; pg's type declarations omit them. */
interface WireConnection {
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string; rows: number }): void;
}
interface QueryInternals {
  prepare(connection: WireConnection): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
}
type QueryConfigWithMode = pg.QueryConfig & {
  queryMode: 'extended';
  callback: (error: Error | undefined, result: pg.QueryResult) => void;
};
const QueryBase = pg.Query as unknown as new (config: QueryConfigWithMode) => pg.Query & QueryInternals;

/**
 * A statement that carries the commands held back before it (its transaction's BEGIN, a
 * SAVEPOINT): their Parse, Bind and Execute go out in the same write as the statement's own
 * messages, before its Sync. The backend runs them in order, and the explicit transaction a BEGIN
 * opens outlives the Sync. Their completions come back first and are not the statement's result;
 * if one fails, the backend skips the rest up to the Sync and the statement fails with its error.
 */
class StatementAfterHeld extends QueryBase {
  private completionsToSkip: number;

  constructor(
    private readonly held: readonly string[],
    config: QueryConfigWithMode,
  ) {
    super(config);
    this.completionsToSkip = held.length;
  }

  override prepare(connection: WireConnection): void {
    for (const text of this.held) {
      connection.parse({ text, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: [] });
      connection.execute({ portal: '', rows: 0 });
    }
    super.prepare(connection);
  }

  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    if (this.completionsToSkip > 0) {
      this.completionsToSkip -= 1;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

const preparedNames = new Map<string, string>();

function preparedName(text: string): string | undefined {
  if (!text.startsWith(PREPARED)) return undefined;
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `ferry_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  return name;
}

function completed(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, fields: [], rows: [] };
}

/**
 * The pool's client. A transaction's BEGIN waits and travels with the transaction's first
 * statement, so a transaction costs one round trip fewer (PostgreSQL takes the snapshot at the
 * first statement either way, so nothing the transaction sees changes); a transaction with no
 * statement sends nothing at all. A SAVEPOINT waits the same way (each write to the socket costs
 * more than the backend's work for it: bench/README.md); a COMMIT or ROLLBACK after it drops it,
 * since ending the transaction ends its savepoints. Statements marked PREPARED are prepared once
 * per connection. Only promise-style calls with text and parameters ride with held commands;
 * anything else waits for them to succeed first, as before.
 */
export class FerryPgClient extends pg.Client {
  /** Commands held back for the next statement: a BEGIN first if any, then SAVEPOINTs. */
  private held: string[] = [];

  // pg's overloads cannot be restated one by one in a subclass; every call lands here.
  // biome-ignore lint/suspicious/noExplicitAny: forwards pg's own overloaded signature unchanged
  override query(config: any, values?: any, callback?: any): any {
    const held = this.held;
    if (typeof config !== 'string' || typeof values === 'function' || callback !== undefined) {
      this.held = [];
      return held.length === 0
        ? super.query(config, values, callback)
        : this.otherAfterHeld(held, config, values, callback);
    }
    const params = values as Values;
    const bare = params === undefined || params.length === 0;
    if (bare && held.length === 0 && TRANSACTION_START.test(config)) {
      this.held = [config];
      return Promise.resolve(completed('BEGIN'));
    }
    if (bare && SAVEPOINT.test(config)) {
      this.held = [...held, config];
      return Promise.resolve(completed('SAVEPOINT'));
    }
    this.held = [];
    if (held.length === 0) return this.run(config, params);
    if (bare && TRANSACTION_END.has(config.toLowerCase())) {
      // A transaction that never started on the server has nothing to end; otherwise the held
      // savepoints end with it, unsent.
      return TRANSACTION_START.test(held[0] as string)
        ? Promise.resolve(completed(config.toUpperCase()))
        : this.run(config, params);
    }
    const name = bare ? undefined : preparedName(config);
    if (bare || (name !== undefined && !this.hasParsed(name))) {
      // Without parameters pg takes the simple protocol, which may carry several statements: the
      // text is read as it is. A marked statement's first Parse: pg takes any ParseComplete, a
      // held command's too, for the statement's own, and would skip its Parse ever after even if
      // it failed. Either way the held commands go first, in a round trip of their own.
      return this.sendHeld(held).then(() => this.run(config, params));
    }
    return new Promise<pg.QueryResult>((resolve, reject) => {
      super.query(
        new StatementAfterHeld(held, {
          text: config,
          values: params,
          ...(name === undefined ? {} : { name }),
          queryMode: 'extended',
          callback: (error, result) => (error ? reject(error) : resolve(result)),
        }),
      );
    });
  }

  /** The held commands in one simple-protocol round trip; fails with the first one that fails. */
  private sendHeld(held: readonly string[]): Promise<unknown> {
    return super.query(held.join('; '));
  }

  private hasParsed(name: string): boolean {
    const { parsedStatements } = this.connection as unknown as { parsedStatements: Record<string, string> };
    return parsedStatements[name] !== undefined;
  }

  private run(text: string, params: Values): Promise<pg.QueryResult> {
    const name = preparedName(text);
    return name === undefined || params === undefined
      ? super.query(text, params)
      : super.query({ name, text, values: params });
  }

  /**
   * Any other call while commands are held (a query config object, a callback, a cursor): they
   * go first, and the call follows only once they have succeeded, so it never runs outside its
   * transaction or savepoint. What the call returns keeps its usual shape.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the same overloaded arguments as query()
  private otherAfterHeld(held: readonly string[], config: any, values: any, callback: any): any {
    const started: Promise<unknown> = this.sendHeld(held);
    const follow = () => super.query(config, values, callback);
    const reply = typeof values === 'function' ? values : callback;
    if (typeof config.submit === 'function') {
      started.then(follow, (error: Error) =>
        reply ? reply(error) : config.handleError(error, this.connection),
      );
      return config;
    }
    if (typeof reply === 'function') {
      started.then(follow, reply);
      return undefined;
    }
    return started.then(follow);
  }
}
