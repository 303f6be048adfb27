/**
 * The backup's sections, one per kind of the backup file, each declared by the feature that owns its tables. Export,
 * import and clearing the account's data compose them (features/account-data); a new feature's table joins all
 * three by adding its section here, and the type refuses a kind of the file without one.
 */
import type { BackupSections } from './backup/backup-section.js';
import { customConditionBackup, isCatalogCondition, userConditionBackup } from './features/conditions/backup-section.js';
import { doseBackup } from './features/doses/backup-section.js';
import { entryBackup } from './features/entries/backup-section.js';
import { experimentBackup } from './features/experiments/backup-section.js';
import { factorBackup } from './features/factors/backup-section.js';
import { focusAidBackup, focusAidVisibilityBackup } from './features/focus-aids/backup-section.js';
import { focusSessionBackup } from './features/focus-sessions/backup-section.js';
import { createGoalBackup } from './features/goals/backup-section.js';
import { moodTagBackup } from './features/mood-tags/backup-section.js';
import { preferencesBackup } from './features/preferences/backup-section.js';
import { occurrenceMarkBackup } from './features/reminders/backup-section.js';
import { researchBookmarkBackup, researchReadBackup } from './features/research/backup-section.js';
import { scheduleBackup } from './features/schedules/backup-section.js';
import { substanceBackup } from './features/substances/backup-section.js';
import { supplementNameBackup } from './features/supplement-names/backup-section.js';

export const backupSections: BackupSections = {
  substances: substanceBackup,
  supplementNames: supplementNameBackup,
  focusAids: focusAidBackup,
  focusAidVisibility: focusAidVisibilityBackup,
  focusSessions: focusSessionBackup,
  doses: doseBackup,
  entries: entryBackup,
  customConditions: customConditionBackup,
  userConditions: userConditionBackup,
  goals: createGoalBackup({ isCatalogCondition }),
  researchReads: researchReadBackup,
  researchBookmarks: researchBookmarkBackup,
  schedules: scheduleBackup,
  occurrenceMarks: occurrenceMarkBackup,
  experiments: experimentBackup,
  moodTags: moodTagBackup,
  factors: factorBackup,
  preferences: preferencesBackup,
};
