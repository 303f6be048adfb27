/**
 * The bare twin the ratio benchmark measures each call against, in the same run: a Fastify app with no plugins that
 * answers, per call, the bytes our route answered (status and type included).
 * On SQLite a read answers those bytes alone. For the dose write it does what a write at its simplest must: one
 * INSERT into the same `doses` table of the same SQLite file, through better-sqlite3 with the app's durability (WAL,
 * synchronous=FULL), then the same answer bytes.
 * On PostgreSQL it reads the same rows through pg: for a read it runs, in order on one connection of a plain
 * `pg.Pool` (10 connections, the app's schema), the statements our route ran when the bench asked it once (text and
 * parameters as sent), then answers the recorded bytes; for the dose write, one INSERT into `doses` (autocommit).
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { listenOnLoopback, type BenchDatabase } from './bench-app.js';

export interface TwinStatement {
  sql: string;
  parameters: readonly unknown[];
}

export interface TwinAnswer {
  status: number;
  body: string;
  /** For a dose write: the user and substance of the row the twin inserts. */
  insertDose?: { userId: string; substanceId: string };
  /** On PostgreSQL, for a read: the statements our route ran for it, replayed in order on each request. */
  statements?: readonly TwinStatement[];
}

export interface BareTwin {
  port: number;
  close(): Promise<void>;
}

type InsertDose = (userId: string, substanceId: string) => Promise<void>;

interface TwinDatabase {
  insertDose: InsertDose;
  replay(statements: readonly TwinStatement[]): Promise<void>;
  close(): Promise<void>;
}

const INSERT_DOSE = `insert into doses (id, user_id, substance_id, taken_at, local_day, dosage, notes, supply_taken, created_at, idempotency_key)`;

function sqliteTwin(file: string): TwinDatabase {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const insert = sqlite.prepare(`${INSERT_DOSE} values (?, ?, ?, ?, ?, null, null, 0, ?, null)`);
  return {
    async insertDose(userId, substanceId) {
      const now = new Date().toISOString();
      insert.run(randomUUID(), userId, substanceId, now, now.slice(0, 10), now);
    },
    async replay(statements) {
      if (statements.length > 0) throw new Error('the SQLite twin answers reads from the recorded bytes alone');
    },
    async close() {
      sqlite.close();
    },
  };
}

function postgresTwin(url: string): TwinDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    async insertDose(userId, substanceId) {
      const now = new Date().toISOString();
      await pool.query(`${INSERT_DOSE} values ($1, $2, $3, $4, $5, null, null, 0, $6, null)`, [randomUUID(), userId, substanceId, now, now.slice(0, 10), now]);
    },
    async replay(statements) {
      const client = await pool.connect();
      try {
        for (const statement of statements) await client.query(statement.sql, [...statement.parameters]);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function startBareTwin(answers: ReadonlyMap<string, TwinAnswer>, database: BenchDatabase): Promise<BareTwin> {
  const twinDb = database.kind === 'sqlite' ? sqliteTwin(database.file) : postgresTwin(database.url);
  const server: FastifyInstance = Fastify({ logger: false });
  server.all('/twin/:index', async (request, reply) => {
    const answer = answers.get((request.params as { index: string }).index);
    if (!answer) return reply.status(404).send();
    if (answer.insertDose) await twinDb.insertDose(answer.insertDose.userId, answer.insertDose.substanceId);
    else if (answer.statements) await twinDb.replay(answer.statements);
    return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
  try {
    const port = await listenOnLoopback(server);
    return {
      port,
      async close() {
        try {
          await server.close();
        } finally {
          await twinDb.close();
        }
      },
    };
  } catch (error) {
    await twinDb.close();
    throw error;
  }
}
