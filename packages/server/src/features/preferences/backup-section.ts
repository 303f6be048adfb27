/** The preferences' part of the backup: the one preferences object, merged with today's defaults when exported. */
import { mergeStoredPreferences } from '@wellness/contract';
import type { ValueSection } from '../../backup/backup-section.js';
import { findPreferences, savePreferences } from './repository.js';

export const preferencesBackup: ValueSection<'preferences'> = {
  kind: 'preferences',
  tables: ['user_preferences'],
  exportedWith: 'fullBackup',

  async exportValue(db, userId) {
    const stored = await findPreferences(db, userId);
    return stored === undefined ? undefined : mergeStoredPreferences(JSON.parse(stored) as unknown).preferences;
  },

  async write({ trx, owner, now }, value) {
    await savePreferences(trx, owner.id, JSON.stringify(value), now);
  },
};
