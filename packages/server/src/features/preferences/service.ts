/**
 * Tracking preferences: the defaults until the user saves, the whole object replaced on save, named sections reset.
 * What is stored is read back through the contract's schema merged over the defaults, so a preference added later gets
 * its default and a value today's rules refuse falls back to its default (logged) instead of making the user's
 * preferences unreadable.
 */
import { mergeStoredPreferences, resetPreferenceSections, type PreferenceSection, type Preferences } from '@wellness/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './repository.js';

export type PreferencesService = ReturnType<typeof createPreferencesService>;

export function createPreferencesService(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock, log } = deps;

  async function read(userId: string, q: DbOrTx = db): Promise<Preferences> {
    const stored = await repo.findPreferences(q, userId);
    if (stored === undefined) return mergeStoredPreferences(undefined).preferences;
    let parsed: unknown;
    try {
      parsed = JSON.parse(stored);
    } catch (error) {
      log.error({ err: error, userId }, 'stored preferences are not JSON; answering the defaults');
      parsed = undefined;
    }
    const { preferences, replaced } = mergeStoredPreferences(parsed);
    if (replaced.length > 0) log.warn({ userId, fields: replaced }, 'stored preferences refused by today’s rules fell back to their defaults');
    return preferences;
  }

  async function write(userId: string, preferences: Preferences, q: DbOrTx = db): Promise<Preferences> {
    await repo.savePreferences(q, userId, JSON.stringify(preferences), clock.now().toISOString());
    return preferences;
  }

  return {
    read: (user: { id: string }) => read(user.id),
    /** The request schema has already checked every field and the rules across them. */
    replace: (user: { id: string }, preferences: Preferences) => write(user.id, preferences),
    async reset(user: { id: string }, sections: readonly PreferenceSection[]): Promise<Preferences> {
      // Read and write in one transaction, so a save racing the reset cannot be half overwritten.
      return db.transaction().execute(async (trx) => write(user.id, resetPreferenceSections(await read(user.id, trx), sections), trx));
    },
    /** The metrics the user hides from the New Entry form, for the entries' full-tracking rule. */
    async hiddenMetrics(user: { id: string }): Promise<ReadonlySet<string>> {
      return new Set((await read(user.id)).hiddenMetrics);
    },
  };
}
