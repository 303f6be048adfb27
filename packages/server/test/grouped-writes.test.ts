/**
 * Group commit (db/grouped-writes.ts): writes sent at once share one transaction, each is answered after its commit,
 * a failing write loses only its own changes, and a failing commit keeps none of the group and tells every write.
 */
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createGroupedWrites, MAX_GROUP } from '../src/db/grouped-writes.js';
import type { Database } from '../src/db/schema.js';
import { describeEachDatabase } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';

describeEachDatabase('grouped writes', (database) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(database);
    await sql`create table probe_parent (id text primary key)`.execute(fresh.db);
    await sql`create table probe (id text primary key, parent_id text references probe_parent (id) deferrable initially deferred)`.execute(fresh.db);
  });
  afterAll(() => fresh.dispose());
  beforeEach(async () => {
    await sql`delete from probe`.execute(fresh.db);
  });

  const stored = async () => (await sql<{ id: string }>`select id from probe order by id`.execute(fresh.db)).rows.map((row) => row.id);
  const insert = (trx: Transaction<Database>, id: string, parentId: string | null = null) =>
    sql`insert into probe (id, parent_id) values (${id}, ${parentId})`.execute(trx);

  it('runs writes sent at once in one transaction and answers each with its own value once committed', async () => {
    const writes = createGroupedWrites(fresh.db);
    const transactions: Transaction<Database>[] = [];
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((id) =>
        writes.run(async (trx) => {
          transactions.push(trx);
          await insert(trx, id);
          return `kept ${id}`;
        }),
      ),
    );
    expect(answers).toEqual(['kept a', 'kept b', 'kept c', 'kept d']);
    expect(new Set(transactions).size).toBe(1);
    expect(await stored()).toEqual(['a', 'b', 'c', 'd']);
  });

  it("rolls back only the failing write's changes and answers it with its own error", async () => {
    const writes = createGroupedWrites(fresh.db);
    const outcomes = await Promise.allSettled([
      writes.run((trx) => insert(trx, 'a')),
      writes.run(async (trx) => {
        await insert(trx, 'b');
        throw new Error('refused b');
      }),
      writes.run((trx) => insert(trx, 'a')), // the same key again: a constraint error, for this write alone
      writes.run((trx) => insert(trx, 'c')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: new Error('refused b') });
    expect(await stored()).toEqual(['a', 'c']);
  });

  it("keeps none of a group whose commit fails, and answers every write of it with the commit's error", async () => {
    const writes = createGroupedWrites(fresh.db);
    const outcomes = await Promise.allSettled([
      writes.run((trx) => insert(trx, 'a')),
      writes.run((trx) => insert(trx, 'b', 'no such parent')), // checked only at commit
      writes.run((trx) => insert(trx, 'c')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored()).toEqual([]);
    // The next group is not held back by the failed one.
    await writes.run((trx) => insert(trx, 'd'));
    expect(await stored()).toEqual(['d']);
  });

  it('rolls back a lone write that fails, as its own transaction', async () => {
    const writes = createGroupedWrites(fresh.db);
    await expect(
      writes.run(async (trx) => {
        await insert(trx, 'a');
        throw new Error('refused a');
      }),
    ).rejects.toThrow('refused a');
    expect(await stored()).toEqual([]);
  });

  it(`shares a transaction among at most ${MAX_GROUP} writes, and answers every write of a larger burst`, async () => {
    const writes = createGroupedWrites(fresh.db);
    const transactions: Transaction<Database>[] = [];
    const ids = Array.from({ length: MAX_GROUP * 2 + 3 }, (_, index) => `w${String(index).padStart(3, '0')}`);
    await Promise.all(
      ids.map((id) =>
        writes.run(async (trx) => {
          transactions.push(trx);
          await insert(trx, id);
        }),
      ),
    );
    const sizes = [...new Set(transactions)].map((trx) => transactions.filter((t) => t === trx).length);
    expect(sizes).toEqual([MAX_GROUP, MAX_GROUP, 3]);
    expect(await stored()).toEqual(ids);
  });
});
