/** The backup's list of kinds is written out (backup.ts says why): it must stay the schema's keys, in its order. */
import { describe, expect, it } from 'vitest';
import { BACKUP_KINDS, backupDataSchema } from './backup';

describe('BACKUP_KINDS', () => {
  it('lists every kind of the backup schema once, in the order a restore writes them', () => {
    expect([...BACKUP_KINDS]).toEqual(backupDataSchema.keyof().options);
  });
});
