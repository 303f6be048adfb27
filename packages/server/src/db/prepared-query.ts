/**
 * Hot queries of a fixed shape, built and compiled once per database engine instead of on every call.
 * Kysely builds a query's operation tree and compiles it to SQL afresh each time; for the day aggregates' UNION ALL
 * that was about 175 µs of a 200 µs read on SQLite, and the session check every signed-in request makes paid it
 * too. A fixed-shape query's SQL never changes, only its values: it is built once with a marker for each named
 * value, the places of those markers in its parameter list are noted, and each call binds the real values there.
 * Only for queries whose shape does not depend on the values (no `in` lists, no optional conditions).
 */
import { PostgresAdapter, type CompiledQuery, type Compilable, type DialectAdapter, type QueryResult } from 'kysely';
import { nameStatement } from './named-statements.js';
import type { DbOrTx } from './schema.js';

/** Where each parameter of the compiled query comes from: a named value of the call, or a constant of the query. */
type Slot = { name: string } | { constant: unknown };

interface Compiled {
  first: CompiledQuery;
  slots: readonly Slot[];
}

/** A marker no real value can equal: NUL is refused in every request (nul-guard.ts) and PostgreSQL cannot store it. */
const marker = (name: string) => `\u0000prepared:${name}\u0000`;

/** A value a prepared query binds: what the drivers take as a parameter. */
export type PreparedValue = string | number | null;

export interface PreparedQuery<Values extends Record<string, PreparedValue>, Row> {
  /** The rows for these values. */
  execute(db: DbOrTx, values: Values): Promise<Row[]>;
  executeTakeFirst(db: DbOrTx, values: Values): Promise<Row | undefined>;
  /** The query as it is sent, for tests that ask the database for its plan. */
  compile(db: DbOrTx, values: Values): CompiledQuery<Row>;
}

/**
 * `names` lists the values the query takes; `build` makes the query from them (each must end up a bound parameter).
 * Values are strings unless `build` says otherwise in its parameter's type (a number or null is bound the same way;
 * at build time each value is a marker string, so `build` must only pass values through, never look at them).
 * Compiled once per dialect (the adapter is shared by a database and its transactions). Kysely plugins would not
 * see a query compiled here, so a database with plugins is refused rather than silently bypassed.
 */
export function preparedQuery<
  const Names extends readonly string[],
  Row,
  Values extends { [K in Names[number]]: PreparedValue } = { [K in Names[number]]: string },
>(names: Names, build: (db: DbOrTx, values: Values) => Compilable<Row>): PreparedQuery<Values, Row> {
  const byDialect = new WeakMap<DialectAdapter, Compiled>();

  function compiledFor(db: DbOrTx): Compiled {
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) throw new Error('preparedQuery: this database has Kysely plugins, which a prepared query would bypass');
    const cached = byDialect.get(executor.adapter);
    if (cached) return cached;
    // The markers stand in for values of any type: the check below proves each one only reached a parameter.
    const markers = Object.fromEntries(names.map((name) => [name, marker(name)])) as unknown as Values;
    const compiled = build(db, markers).compile();
    const byMarker = new Map(names.map((name) => [marker(name), name]));
    const slots: Slot[] = compiled.parameters.map((value) => {
      const name = typeof value === 'string' ? byMarker.get(value) : undefined;
      return name === undefined ? { constant: value } : { name };
    });
    for (const name of names) {
      if (compiled.sql.includes(marker(name))) throw new Error(`preparedQuery: "${name}" was written into the SQL, not bound`);
      if (!slots.some((slot) => 'name' in slot && slot.name === name)) throw new Error(`preparedQuery: "${name}" is not a parameter of the query`);
    }
    const result = { first: compiled, slots };
    byDialect.set(executor.adapter, result);
    // PostgreSQL also parses and plans it once per connection (SQLite keeps its statements in db/statement-cache.ts).
    if (executor.adapter instanceof PostgresAdapter) nameStatement(compiled.sql);
    return result;
  }

  function compile(db: DbOrTx, values: Values): CompiledQuery<Row> {
    const { first, slots } = compiledFor(db);
    const byName: Readonly<Record<string, PreparedValue>> = values;
    return { ...first, parameters: slots.map((slot) => ('name' in slot ? byName[slot.name] : slot.constant)) };
  }

  return {
    async execute(db, values) {
      const result: QueryResult<Row> = await db.executeQuery(compile(db, values));
      return result.rows;
    },
    async executeTakeFirst(db, values) {
      const result: QueryResult<Row> = await db.executeQuery(compile(db, values));
      return result.rows[0];
    },
    compile,
  };
}
