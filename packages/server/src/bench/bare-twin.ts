/**
 * The bare twin the ratio benchmark measures each call against, in the same run: a Fastify app with no plugins that
 * answers, per call, the bytes our route answered (status and type included). For the dose write it does what a
 * write at its simplest must: one INSERT into the same `doses` table of the same SQLite file, through better-sqlite3
 * with the app's durability (WAL, synchronous=FULL), then the same answer bytes.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { listenOnLoopback } from './bench-app.js';

export interface TwinAnswer {
  status: number;
  body: string;
  /** For a dose write: the user and substance of the row the twin inserts. */
  insertDose?: { userId: string; substanceId: string };
}

export interface BareTwin {
  port: number;
  close(): Promise<void>;
}

export async function startBareTwin(answers: ReadonlyMap<string, TwinAnswer>, databaseFile: string): Promise<BareTwin> {
  const sqlite = new Database(databaseFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const insert = sqlite.prepare(
    `insert into doses (id, user_id, substance_id, taken_at, local_day, dosage, notes, supply_taken, created_at, idempotency_key)
     values (?, ?, ?, ?, ?, null, null, 0, ?, null)`,
  );
  const server: FastifyInstance = Fastify({ logger: false });
  server.all('/twin/:index', async (request, reply) => {
    const answer = answers.get((request.params as { index: string }).index);
    if (!answer) return reply.status(404).send();
    if (answer.insertDose) {
      const now = new Date().toISOString();
      insert.run(randomUUID(), answer.insertDose.userId, answer.insertDose.substanceId, now, now.slice(0, 10), now);
    }
    return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
  const port = await listenOnLoopback(server);
  return {
    port,
    async close() {
      await server.close();
      sqlite.close();
    },
  };
}
