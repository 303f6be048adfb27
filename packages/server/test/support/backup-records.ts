/**
 * Backup records for tests that build an import file by hand (the BOLA matrix, the import's limits): one valid
 * record of each kind, each with the id and links it is given, and the file around them.
 */
import { randomUUID } from 'node:crypto';
import { canonicalJson, sha256Hex } from '../../src/lib/experiments/canonical-json.js';
import { BACKUP_FORMAT, BACKUP_VERSION, EXPERIMENT_ANALYSIS_PLAN, type BackupData, type BackupEntry, type BackupSubstance } from '@wellness/contract';

type Item<K extends keyof BackupData> = NonNullable<BackupData[K]> extends Array<infer T> ? T : never;

export const AT = '2026-11-01T08:00:00.000Z';

export const backupFile = <T extends object>(data: T) => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exportedAt: AT,
  dateRange: 'all' as const,
  includes: { entries: true, supplements: true, focusAids: true, sessions: true },
  data,
});

export const ingredientRecord = (id: string, name = 'Zinc'): BackupSubstance['ingredients'][number] => ({
  id,
  position: 0,
  name,
  amount: 5,
  unit: 'mg',
  form: null,
  percentage: null,
  standardized: false,
});

export const substanceRecord = (id: string, ingredients: BackupSubstance['ingredients'] = [], name = 'Imported supplement'): BackupSubstance => ({
  id,
  substanceType: 'SUPPLEMENT',
  name,
  brand: null,
  category: null,
  dosage: null,
  unit: null,
  productForm: null,
  notes: null,
  expirationDate: null,
  remainingSupply: null,
  totalDoses: 0,
  prescribedBy: null,
  pharmacy: null,
  refillsRemaining: null,
  extractRatio: null,
  standardization: null,
  potency: null,
  crudeEquivalent: null,
  regulatoryNumber: null,
  licenseHolder: null,
  healthClaim: null,
  allergenInfo: null,
  createdAt: AT,
  updatedAt: AT,
  ingredients,
});

export const supplementNameRecord = (id: string): Item<'supplementNames'> => ({
  id,
  name: `Imported ${randomUUID()}`,
  normalizedName: `imported ${randomUUID()}`,
  category: null,
  createdAt: AT,
});

export const aidRecord = (id: string): Item<'focusAids'> => ({
  id,
  name: 'Imported aid',
  icon: '🎧',
  category: 'audio',
  description: null,
  isActive: true,
  createdAt: AT,
});

export const sessionRecord = (id: string): Item<'focusSessions'> => ({
  id,
  sessionType: 'READING',
  startedAt: AT,
  localDay: '2026-11-01',
  plannedMinutes: 25,
  notes: null,
  pausedAt: null,
  pausedMs: 0,
  endedAt: AT,
  durationSeconds: 0,
  productivity: null,
  createdAt: AT,
});

export const doseRecord = (id: string, substanceId: string): Item<'doses'> => ({
  id,
  substanceId,
  takenAt: AT,
  localDay: '2026-11-01',
  dosage: null,
  notes: null,
  supplyTaken: false,
  createdAt: AT,
});

export const entryRecord = (id: string, links: { sessionId?: string; substanceId?: string; aidId?: string } = {}): BackupEntry => ({
  id,
  entryType: 'REGULAR',
  localDay: '2026-11-01',
  localTime: '08:00',
  overallRating: 5,
  focusLevel: 5,
  taskInitiation: 5,
  restlessness: 5,
  productivity: 5,
  energy: null,
  mood: null,
  anxiety: null,
  notes: null,
  tags: [],
  sessionId: links.sessionId ?? null,
  createdAt: AT,
  supplements: links.substanceId ? [{ substanceId: links.substanceId, taken: true, timeOfDay: 'morning' }] : [],
  focusAids: links.aidId ? [{ aidId: links.aidId }] : [],
});

export const conditionRecord = (id: string): Item<'customConditions'> => ({
  id,
  name: `Imported condition ${randomUUID()}`,
  description: '',
  category: 'lifestyle',
  defaultMetrics: [],
  defaultTags: [],
  color: '#6366f1',
  createdAt: AT,
});

export const trackedRecord = (id: string, catalogConditionId: string | null, customConditionId: string | null): Item<'userConditions'> => ({
  id,
  catalogConditionId,
  customConditionId,
  customMetrics: [],
  settings: {},
  startedAt: AT,
});

export const goalRecord = (id: string, catalogConditionId: string | null, customConditionId: string | null): Item<'goals'> => ({
  id,
  name: 'Imported goal',
  description: null,
  category: 'SYMPTOM_MANAGEMENT',
  targetValue: null,
  targetType: 'INCREASE',
  priority: 'MEDIUM',
  metric: null,
  catalogConditionId,
  customConditionId,
  createdAt: AT,
  updatedAt: AT,
});

/** A schedule record of the backup for the substance `substanceId`. */
export function scheduleRecord(substanceId: string) {
  return {
    substanceId,
    kind: 'fixed',
    times: ['08:00'],
    weekdays: null,
    everyNDays: null,
    amount: null,
    startDate: '2026-11-01',
    endDate: null,
    reminders: { enabled: false, channels: [], repeatEveryMinutes: 0, giveUpAfterMinutes: 0, quietHours: null },
    refillLeadDays: 7,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
  };
}

/** A mark on the 08:00 dose of 2 November of `substanceId`, taken by `doseId` or skipped. */
export function occurrenceMarkRecord(substanceId: string, doseId: string | null) {
  return {
    substanceId,
    date: '2026-11-02',
    time: '08:00',
    doseId,
    skippedAt: doseId === null ? '2026-11-02T09:00:00.000Z' : null,
    skipReason: null,
    snoozedUntil: null,
    updatedAt: '2026-11-02T09:00:00.000Z',
  };
}

/** A planned experiment on `substanceId` whose one locked protocol is what this app would have written. */
export function experimentRecord(id: string, substanceId: string) {
  const protocol = {
    analysisPlan: EXPERIMENT_ANALYSIS_PLAN,
    version: 1,
    substanceId,
    substanceName: 'Imported supplement',
    substanceType: 'SUPPLEMENT',
    question: 'Does it help?',
    outcomeMetric: 'focusLevel',
    secondaryMetrics: [],
    blockDays: 7,
    blockPairs: 2,
    washoutDays: 0,
    minimumEffect: 1,
    startDate: '2026-11-02',
    endDate: '2026-11-29',
    timezone: 'UTC',
    seed: '0123456789abcdef0123456789abcdef',
    pairOrders: ['on-off', 'off-on'],
    prescriberAgreed: false,
    blinded: false,
  };
  const text = canonicalJson(protocol);
  return {
    id,
    substanceId,
    version: 1,
    startDate: '2026-11-02',
    endDate: '2026-11-29',
    stoppedAt: null,
    stoppedOn: null,
    stopReason: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    versions: [{ version: 1, protocol: text, fingerprint: sha256Hex(text), lockedAt: '2026-11-01T08:00:00.000Z' }],
  };
}

/** A factor record of the backup with one value; its name is new each time, as names are unique per account. */
export const factorRecord = (id: string): Item<'factors'> => ({
  id,
  name: `Imported factor ${randomUUID().slice(0, 8)}`,
  kind: 'yes-no',
  unit: null,
  icon: 'star',
  betterDirection: null,
  describesNightBefore: false,
  createdAt: AT,
  updatedAt: AT,
  values: [{ date: '2026-01-02', value: true, updatedAt: AT }],
});

/** A custom mood tag record of the backup; its name is new each time, as names are unique per account. */
export const moodTagRecord = (id: string): Item<'moodTags'> => ({ id, name: `Tag ${randomUUID().slice(0, 8)}`, createdAt: AT });

export const doseChangeRecord = (id: string, date = '2026-10-01', dosage: number | null = 5): NonNullable<BackupSubstance['doseHistory']>[number] => ({
  id,
  date,
  dosage,
  unit: 'mg',
  recordedAt: AT,
});
