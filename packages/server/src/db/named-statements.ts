/**
 * PostgreSQL: the app's fixed-shape queries (db/prepared-query.ts) as named prepared statements, parsed and planned
 * once per connection instead of on every call. Kysely's driver sends each query unnamed, so PostgreSQL parses,
 * analyses and plans it afresh every time; for the session check every signed-in request makes, and for the dose
 * write's single statement, that was most of the database's work: about 370 µs of PostgreSQL's CPU per dose logged
 * (session check and write) unnamed, about 65 µs named, measured on PostgreSQL 15 here.
 *
 * Only statements registered here are named, so a connection keeps a small fixed set (one per fixed-shape query of
 * the code, never one per value). A name stands for one text for the life of the process, so every connection of
 * every pool agrees on it; a connection parses a statement the first time it sends it (node-postgres remembers which
 * it has parsed, and forgets one whose parse failed). Named statements live in a server connection: behind a pooler
 * that hands one client's statements to another connection (PgBouncer in transaction mode without its own prepared
 * statement support) they would not be found.
 */
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, PoolClient, QueryResult } from 'pg';

const names = new Map<string, string>();

/** Sends `sql` as a named prepared statement from now on (idempotent; a fixed-shape query registers its text once). */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `wellness_${names.size + 1}`);
}

/** The name `sql` is first sent under on a connection, if it is registered. */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}

/** Every registered statement's text, for the plan tests. */
export function namedStatementTexts(): string[] {
  return [...names.keys()];
}

const KYSELY_COMMANDS: ReadonlySet<string> = new Set(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE']);

function isKyselyCommand(command: string): command is PostgresQueryResult<unknown>['command'] {
  return KYSELY_COMMANDS.has(command);
}

/**
 * PostgreSQL refused a named statement at bind, before it ran: its plan no longer fits a table another process's
 * migration changed (a `select *`, 0A000 from RevalidateCachedQuery), or the connection no longer holds it (26000,
 * say after a DEALLOCATE). The routine and codes are the server's own, whatever the language of its messages.
 */
function isRefusedAtBind(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  if (error.code === '26000') return true;
  return error.code === '0A000' && 'routine' in error && error.routine === 'RevalidateCachedQuery';
}

function namingClient(client: PoolClient): PostgresPoolClient {
  // A statement of this connection that PostgreSQL refused is parsed afresh under its next name; the others keep theirs.
  const generations = new Map<string, number>();

  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when its dialect is given a cursor class, which this app never does.
    if (typeof sqlOrCursor !== 'string') throw new Error('named-statements: streaming through a cursor is not set up');
    return send<R>(sqlOrCursor, parameters ?? []);
  }

  async function send<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const name = names.get(text);
    const values = [...parameters];
    if (name === undefined) return asKysely<R>(await client.query({ text, values }));
    const named = () => {
      const generation = generations.get(name) ?? 0;
      return { name: generation === 0 ? name : `${name}_${generation}`, text, values };
    };
    try {
      return asKysely<R>(await client.query(named()));
    } catch (error) {
      if (!isRefusedAtBind(error)) throw error;
      generations.set(name, (generations.get(name) ?? 0) + 1);
      // Nothing was read or written. Outside a transaction it is sent again at once; inside one the refusal aborted
      // the transaction, which fails with this error as it would with any other (its next attempt parses afresh).
      if (client.getTransactionStatus() !== 'I') throw error;
      return asKysely<R>(await client.query(named()));
    }
  }

  return { query, release: () => client.release() };
}

function asKysely<R>(result: QueryResult): PostgresQueryResult<R> {
  // Kysely reads the command only to count affected rows; BEGIN, COMMIT and the like affect none.
  const command = isKyselyCommand(result.command) ? result.command : 'SELECT';
  return { command, rowCount: result.rowCount ?? 0, rows: result.rows as R[] };
}

/** `pool` as Kysely's PostgreSQL dialect takes it, sending registered statements by name. */
export function withNamedStatements(pool: Pool): PostgresPool {
  // One wrapper per pooled connection: Kysely keeps its own connection object per client it is handed.
  const wrappers = new WeakMap<PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = namingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
