/**
 * Every query key of the app, grouped by the resource it reads. A key starts with its resource's name, so
 * invalidating `[resource]` reaches every query of that resource (see invalidation.ts).
 */
import type { ConditionCategory, EntryType, Period, SubstanceType, TimelineMetric } from '@wellness/contract';

/** What the server holds for the user, as the cache sees it. */
export const RESOURCES = [
  /** The signed-in user. */
  'auth',
  /** The user's live logins (Settings → Sign-in activity). */
  'logins',
  'doses',
  /** Focus sessions. */
  'sessions',
  'entries',
  /** The inventory: the three collections and the supplements offered for dose logging. */
  'substances',
  /** Focus aids. */
  'aids',
  /** Name suggestions for the name boxes. */
  'names',
  /** Interaction checks and the clinician report, all computed over the inventory. */
  'interactions',
  /** Today's summary and the daily insight, computed on the server from the day's records. */
  'daily',
  'analytics',
  'history',
  /** The profile with its regional settings, and the usage statistics (Settings › Account & Data). */
  'settings',
  /** The condition catalog with the user's custom conditions, and the conditions the user tracks. */
  'conditions',
  /** The user's goals and their progress. */
  'goals',
  /** Tracking preferences. */
  'preferences',
  /** The research library's lists with the user's read and bookmark marks. */
  'research',
  /** Dose schedules, one per substance at most. */
  'schedules',
  /** A day's scheduled doses with their states (taken, skipped, snoozed, missed …). */
  'reminders',
  /** Adherence to the schedules over recent days, computed from the scheduled doses and the doses logged. */
  'adherence',
  /** The browsers subscribed to Web Push, and the server's VAPID public key they subscribe with. */
  'push',
  /** Whether the user has a calendar feed (Settings › Notifications); the address itself is never stored here. */
  'calendar',
  /** Self-experiments: the list, each one with its days and progress, its result, today's instructions, the form's suggestion. */
  'experiments',
  /** The user's own factors (sleep, caffeine …) and their logged values per day. */
  'factors',
  /** The user's custom mood tags beside the eight defaults. */
  'moodTags',
  /** The clinician report of a range of days, composed on the server from nearly every other resource. */
  'reports',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** The History list's filters as the server reads them. */
export interface HistoryEntriesFilter {
  type: EntryType | null;
  /** Last N days, or null for all time. */
  days: number | null;
  /** One calendar day (the calendar's chosen day), or null. */
  day: string | null;
  search: string;
  tag: string | null;
  /** Entries per page: the range's limit. */
  limit: number;
}

export interface NameCheckRequest {
  name: string;
  substanceType: SubstanceType;
  ingredients: string[];
  excludeId?: string;
  /** The amounts typed in the form, so a duplicate can add them up. */
  amounts?: TypedAmounts;
}

export interface TypedAmounts {
  dose: { amount: number; unit: string } | null;
  ingredients: Array<{ name: string; amount: number; unit: string }>;
}

export const queryKeys = {
  auth: { me: ['auth', 'me'] as const },
  logins: { live: ['logins', 'live'] as const },
  doses: {
    today: ['doses', 'today'] as const,
    /** Dose counts per substance today, over 7 and 30 days, and the last dose (the Today block's "Log again"). */
    stats: ['doses', 'stats'] as const,
    /** Prefix of every page of every dose history. */
    histories: ['doses', 'history'] as const,
    history: (supplementId: string, days: number, page: number) => ['doses', 'history', supplementId, days, page] as const,
  },
  sessions: {
    active: ['sessions', 'active'] as const,
    today: ['sessions', 'today'] as const,
  },
  substances: {
    /** Prefix of the three collections' lists. */
    lists: ['substances', 'list'] as const,
    list: (collectionPath: string) => ['substances', 'list', collectionPath] as const,
    /** The supplements offered for dose logging (GET /daily/supplements). */
    loggable: ['substances', 'loggable'] as const,
  },
  aids: {
    /** The aids the user has not hidden (GET /daily/focus-aids). */
    active: ['aids', 'active'] as const,
    /** Every aid, hidden ones too (GET /focus-aids), for edit mode. */
    lists: ['aids', 'lists'] as const,
  },
  names: {
    suggestions: (query: string, type: SubstanceType) => ['names', 'suggestions', type, query] as const,
  },
  interactions: {
    report: (listSignature: string) => ['interactions', 'report', listSignature] as const,
    nameCheck: (request: NameCheckRequest | null) => ['interactions', 'name-check', request] as const,
  },
  daily: {
    summary: ['daily', 'summary'] as const,
    insight: ['daily', 'insight'] as const,
  },
  analytics: {
    dashboard: (period: Period) => ['analytics', 'dashboard', period] as const,
    effectiveAids: (period: Period) => ['analytics', 'effective-aids', period] as const,
    weeklyTrends: (period: Period) => ['analytics', 'weekly-trends', period] as const,
    effectiveness: (period: Period) => ['analytics', 'supplement-effectiveness', period] as const,
    userSupplements: ['analytics', 'user-supplements'] as const,
    timeline: (supplementId: string | null, days: number, metrics: readonly TimelineMetric[]) =>
      ['analytics', 'timeline', supplementId, days, [...metrics]] as const,
    insights: (supplementId: string) => ['analytics', 'insights', supplementId] as const,
    ailment: (conditionId: string) => ['analytics', 'ailment', conditionId] as const,
    /** Effects by the hour: stale on any dose, session or entry change, like every analytics read (invalidation.ts). */
    doseResponse: (substanceId: string, days: number) => ['analytics', 'dose-response', substanceId, days] as const,
    /** How the user's factors and ratings relate (GET /analytics/factor-effects); stale on a factor value too (invalidation.ts). */
    factorEffects: (period: Period) => ['analytics', 'factor-effects', period] as const,
  },
  history: {
    /** One filtered list of entries (GET /history/entries), paged by "load more". */
    entries: (filter: HistoryEntriesFilter) => ['history', 'entries', filter] as const,
    /** The day summaries of the last `days` days (GET /history/daily-summaries). */
    summaries: (days: number) => ['history', 'summaries', days] as const,
    /** One day's doses (GET /supplement-doses?date=) and sessions (GET /focus-sessions?date=). */
    dayDoses: (date: string) => ['history', 'day-doses', date] as const,
    daySessions: (date: string) => ['history', 'day-sessions', date] as const,
  },
  conditions: {
    catalog: (category: ConditionCategory | 'all') => ['conditions', 'catalog', category] as const,
    tracked: ['conditions', 'tracked'] as const,
  },
  goals: {
    list: ['goals', 'list'] as const,
  },
  preferences: {
    current: ['preferences', 'current'] as const,
  },
  research: {
    forSubstance: (substanceId: string) => ['research', 'substance', substanceId] as const,
    forCondition: (conditionId: string) => ['research', 'condition', conditionId] as const,
    bookmarked: ['research', 'bookmarked'] as const,
  },
  schedules: {
    list: ['schedules', 'list'] as const,
  },
  reminders: {
    /** One day's scheduled doses; `date` null is today as the server sees it. */
    day: (date: string | null) => ['reminders', 'day', date] as const,
  },
  adherence: {
    overDays: (days: number) => ['adherence', days] as const,
  },
  settings: {
    profile: ['settings', 'profile'] as const,
    usageStats: ['settings', 'usage-stats'] as const,
    /** The installation's own settings the web shows (GET /app-info: the support address). */
    appInfo: ['settings', 'app-info'] as const,
  },
  push: {
    devices: ['push', 'devices'] as const,
    publicKey: ['push', 'public-key'] as const,
    /** Whether this browser holds a subscription: the browser's own state, refreshed with the rest of push. */
    thisBrowser: ['push', 'this-browser'] as const,
  },
  calendar: {
    feed: ['calendar', 'feed'] as const,
  },
  experiments: {
    list: ['experiments', 'list'] as const,
    detail: (id: string) => ['experiments', 'detail', id] as const,
    result: (id: string) => ['experiments', 'result', id] as const,
    today: ['experiments', 'today'] as const,
    suggestion: (substanceId: string) => ['experiments', 'suggestion', substanceId] as const,
  },
  factors: {
    list: ['factors', 'list'] as const,
    /** The values of a range of days (GET /factors/values?from=&to=). */
    values: (from: string, to: string) => ['factors', 'values', from, to] as const,
  },
  moodTags: {
    list: ['moodTags', 'list'] as const,
  },
  reports: {
    /** GET /reports/clinician for a range and the side-effect tags chosen (empty: the default rule). */
    clinician: (from: string, to: string, sideEffectTags: readonly string[]) => ['reports', 'clinician', from, to, [...sideEffectTags]] as const,
  },
};
