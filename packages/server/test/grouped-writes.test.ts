/**
 * Group commit (db/grouped-writes.ts, SQLite only): writes sent at once share one transaction, each is answered after
 * its commit; a write refused at its first step loses only itself, while a failure after it, or a failing commit,
 * keeps none of the group and tells every write.
 */
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGroupedWrites, MAX_GROUP, type GroupedWrite } from '../src/db/grouped-writes.js';
import type { Database } from '../src/db/schema.js';
import { testDatabases } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';

type Trx = Transaction<Database>;

describe('grouped writes [sqlite]', () => {
  const sqlite = testDatabases().find((database) => database.name === 'sqlite');
  if (sqlite === undefined) throw new Error('the tests always have a SQLite database');
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(sqlite);
    await sql`create table probe_parent (id text primary key)`.execute(fresh.db);
    await sql`create table probe (id text primary key, parent_id text references probe_parent (id) deferrable initially deferred)`.execute(fresh.db);
    await sql`create table probe_count (id text primary key, writes integer not null)`.execute(fresh.db);
  });
  afterAll(() => fresh.dispose());
  beforeEach(async () => {
    await sql`delete from probe`.execute(fresh.db);
    await sql`delete from probe_count`.execute(fresh.db);
    await sql`insert into probe_count (id, writes) values ('all', 0)`.execute(fresh.db);
  });

  const stored = async () => (await sql<{ id: string }>`select id from probe order by id`.execute(fresh.db)).rows.map((row) => row.id);
  const counted = async () => (await sql<{ writes: number }>`select writes from probe_count`.execute(fresh.db)).rows[0]?.writes;
  const insert = (trx: Trx, id: string, parentId: string | null = null) => sql`insert into probe (id, parent_id) values (${id}, ${parentId})`.execute(trx);
  const count = (trx: Trx) => sql`update probe_count set writes = writes + 1`.execute(trx);

  /** A write like a dose: the row first, then a counter it moves. */
  const probeWrite = (id: string, options: { parentId?: string; rest?: (trx: Trx) => Promise<void> } = {}): GroupedWrite<string, string> => ({
    first: async (trx) => {
      await insert(trx, id, options.parentId ?? null);
      return id;
    },
    rest: async (trx, inserted) => {
      await count(trx);
      await options.rest?.(trx);
      return `kept ${inserted}`;
    },
  });

  it('runs writes sent at once in one transaction and answers each with its own value once committed', async () => {
    const writes = createGroupedWrites(fresh.db);
    const transactions: Trx[] = [];
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((id) =>
        writes.run({
          first: async (trx) => {
            transactions.push(trx);
            await insert(trx, id);
            return id;
          },
          rest: async (trx, inserted) => {
            transactions.push(trx);
            await count(trx);
            return `kept ${inserted}`;
          },
        }),
      ),
    );
    expect(answers).toEqual(['kept a', 'kept b', 'kept c', 'kept d']);
    expect(new Set(transactions).size).toBe(1);
    expect(await stored()).toEqual(['a', 'b', 'c', 'd']);
    expect(await counted()).toBe(4);
  });

  it('answers a write refused at its first step with its own error, and keeps the rest of the group', async () => {
    const writes = createGroupedWrites(fresh.db);
    const outcomes = await Promise.allSettled([
      writes.run(probeWrite('a')),
      writes.run({
        first: () => Promise.reject(new Error('refused b')),
        rest: () => Promise.resolve('never'),
      }),
      writes.run(probeWrite('a')), // the same key again: a constraint error, for this write alone
      writes.run(probeWrite('c')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: new Error('refused b') });
    expect(outcomes[2]).toMatchObject({ reason: { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' } });
    expect(await stored()).toEqual(['a', 'c']);
    // The refused write's rest never ran: the counter moved once per write kept.
    expect(await counted()).toBe(2);
  });

  it('keeps none of a group when a write fails after its first step, and answers every write with that error', async () => {
    const writes = createGroupedWrites(fresh.db);
    const outcomes = await Promise.allSettled([
      writes.run(probeWrite('a')),
      writes.run(probeWrite('b', { rest: () => Promise.reject(new Error('the disk is full')) })),
      writes.run(probeWrite('c')),
    ]);
    expect(outcomes).toEqual(Array(3).fill({ status: 'rejected', reason: new Error('the disk is full') }));
    expect(await stored()).toEqual([]);
    expect(await counted()).toBe(0);
  });

  it('keeps none of a group when a first step fails with an engine error that may have ended the transaction', async () => {
    const writes = createGroupedWrites(fresh.db);
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const outcomes = await Promise.allSettled([
      writes.run(probeWrite('a')),
      writes.run({ first: () => Promise.reject(full), rest: () => Promise.resolve('never') }),
      writes.run(probeWrite('c')),
    ]);
    expect(outcomes).toEqual(Array(3).fill({ status: 'rejected', reason: full }));
    expect(await stored()).toEqual([]);
    expect(await counted()).toBe(0);
  });

  it("keeps none of a group whose commit fails, and answers every write of it with the commit's error", async () => {
    const writes = createGroupedWrites(fresh.db);
    const outcomes = await Promise.allSettled([
      writes.run(probeWrite('a')),
      writes.run(probeWrite('b', { parentId: 'no such parent' })), // checked only at commit
      writes.run(probeWrite('c')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored()).toEqual([]);
    // The next group is not held back by the failed one.
    await writes.run(probeWrite('d'));
    expect(await stored()).toEqual(['d']);
    expect(await counted()).toBe(1);
  });

  it('rolls back a lone write that fails, first step or after it, as its own transaction', async () => {
    const writes = createGroupedWrites(fresh.db);
    await expect(writes.run(probeWrite('a', { rest: () => Promise.reject(new Error('refused a')) }))).rejects.toThrow('refused a');
    await expect(
      writes.run({
        first: async (trx) => {
          await insert(trx, 'b');
          throw new Error('refused b');
        },
        rest: () => Promise.resolve('never'),
      }),
    ).rejects.toThrow('refused b');
    expect(await stored()).toEqual([]);
    expect(await counted()).toBe(0);
  });

  it(`shares a transaction among at most ${MAX_GROUP} writes, and answers every write of a larger burst`, async () => {
    const writes = createGroupedWrites(fresh.db);
    const transactions: Trx[] = [];
    const ids = Array.from({ length: MAX_GROUP * 2 + 3 }, (_, index) => `w${String(index).padStart(3, '0')}`);
    await Promise.all(
      ids.map((id) =>
        writes.run({
          first: async (trx) => {
            transactions.push(trx);
            await insert(trx, id);
          },
          rest: async () => undefined,
        }),
      ),
    );
    const sizes = [...new Set(transactions)].map((trx) => transactions.filter((t) => t === trx).length);
    expect(sizes).toEqual([MAX_GROUP, MAX_GROUP, 3]);
    expect(await stored()).toEqual(ids);
  });
});
