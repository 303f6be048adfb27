import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  it('prepares a query once and reuses the statement, with new parameters each time', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (v integer)').run([]);
    const insert = db.prepare('insert into t (v) values (?)');
    insert.run([1]);
    expect(db.prepare('insert into t (v) values (?)')).toBe(insert);
    db.prepare('insert into t (v) values (?)').run([2]);
    expect(db.prepare('select v from t order by v').all([])).toEqual([{ v: 1 }, { v: 2 }]);
    db.close();
  });

  it('drops the least recently used statement past its capacity', () => {
    const db = withStatementCache(new BetterSqlite3(':memory:'), 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now "select 2" is the least recently used
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
    db.close();
  });

  it('keeps working after the schema changes under a cached statement', () => {
    const db = withStatementCache(new BetterSqlite3(':memory:'));
    db.prepare('create table t (a integer)').run([]);
    db.prepare('insert into t (a) values (1)').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    db.prepare('alter table t add column b integer default 7').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: 7 }]);
    db.close();
  });
});
