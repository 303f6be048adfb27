/**
 * Hot queries of a fixed shape, built and compiled once per database engine instead of on every call.
 * Kysely builds a query's operation tree and compiles it to SQL afresh each time; for the day aggregates' UNION ALL
 * that was about 175 µs of a 200 µs read on SQLite, and the session check every signed-in request makes paid it
 * too. A fixed-shape query's SQL never changes, only its values: it is built once with a marker for each named
 * value, the places of those markers in its parameter list are noted, and each call binds the real values there.
 * Only for queries whose shape does not depend on the values (no `in` lists, no optional conditions).
 */
import type { CompiledQuery, Compilable, DialectAdapter, QueryResult } from 'kysely';
import type { DbOrTx } from './schema.js';

/** Where each parameter of the compiled query comes from: a named value of the call, or a constant of the query. */
type Slot = { name: string } | { constant: unknown };

interface Compiled {
  first: CompiledQuery;
  slots: readonly Slot[];
}

/** A marker no real value can equal: NUL is refused in every request (nul-guard.ts) and PostgreSQL cannot store it. */
const marker = (name: string) => `\u0000prepared:${name}\u0000`;

export interface PreparedQuery<Values extends Record<string, string>, Row> {
  /** The rows for these values. */
  execute(db: DbOrTx, values: Values): Promise<Row[]>;
  executeTakeFirst(db: DbOrTx, values: Values): Promise<Row | undefined>;
  /** The query as it is sent, for tests that ask the database for its plan. */
  compile(db: DbOrTx, values: Values): CompiledQuery<Row>;
}

/**
 * `names` lists the values the query takes; `build` makes the query from them (each must end up a bound parameter).
 * Compiled once per dialect (the adapter is shared by a database and its transactions). Kysely plugins would not
 * see a query compiled here, so a database with plugins is refused rather than silently bypassed.
 */
export function preparedQuery<const Names extends readonly string[], Row>(
  names: Names,
  build: (db: DbOrTx, values: { [K in Names[number]]: string }) => Compilable<Row>,
): PreparedQuery<{ [K in Names[number]]: string }, Row> {
  const byDialect = new WeakMap<DialectAdapter, Compiled>();

  function compiledFor(db: DbOrTx): Compiled {
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) throw new Error('preparedQuery: this database has Kysely plugins, which a prepared query would bypass');
    const cached = byDialect.get(executor.adapter);
    if (cached) return cached;
    const markers = Object.fromEntries(names.map((name) => [name, marker(name)])) as { [K in Names[number]]: string };
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
    return result;
  }

  function compile(db: DbOrTx, values: Record<string, string>): CompiledQuery<Row> {
    const { first, slots } = compiledFor(db);
    return { ...first, parameters: slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant)) };
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
