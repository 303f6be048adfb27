import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateTouched } from './invalidation';
import { queryKeys, type Resource } from './query-keys';

const everyKey: Record<string, QueryKey> = {
  me: queryKeys.auth.me,
  logins: queryKeys.logins.live,
  todayDoses: queryKeys.doses.today,
  doseHistory: queryKeys.doses.history('s1', 30, 1),
  activeSession: queryKeys.sessions.active,
  todaySessions: queryKeys.sessions.today,
  substanceList: queryKeys.substances.list('supplements'),
  loggable: queryKeys.substances.loggable,
  activeAids: queryKeys.aids.active,
  aidLists: queryKeys.aids.lists,
  names: queryKeys.names.suggestions('vit', 'SUPPLEMENT'),
  report: queryKeys.interactions.report('a@1'),
  nameCheck: queryKeys.interactions.nameCheck(null),
  clinicianReport: queryKeys.reports.clinician('2026-11-01', '2026-11-30', []),
  summary: queryKeys.daily.summary,
  insight: queryKeys.daily.insight,
  catalog: queryKeys.conditions.catalog('all'),
  catalogLifestyle: queryKeys.conditions.catalog('lifestyle'),
  tracked: queryKeys.conditions.tracked,
  goals: queryKeys.goals.list,
  substanceResearch: queryKeys.research.forSubstance('s1'),
  conditionResearch: queryKeys.research.forCondition('adhd'),
  bookmarks: queryKeys.research.bookmarked,
};

/** The names of the cached queries a change to `touched` leaves stale. */
async function staleAfter(touched: Resource[]): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(everyKey)) queryClient.setQueryData(key, 'cached');
  await invalidateTouched(queryClient, touched);
  return Object.entries(everyKey)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('what a change makes stale', () => {
  it('a dose: today’s doses, dose histories, the supply in both lists, the summary and the clinician report', async () => {
    expect(await staleAfter(['doses'])).toEqual(['clinicianReport', 'doseHistory', 'loggable', 'substanceList', 'summary', 'todayDoses']);
  });

  it('a focus session: the active session, today’s sessions, the summary and the insight', async () => {
    expect(await staleAfter(['sessions'])).toEqual(['activeSession', 'insight', 'summary', 'todaySessions']);
  });

  it('an entry: the summary, the insight, the goals’ progress and the clinician report', async () => {
    expect(await staleAfter(['entries'])).toEqual(['clinicianReport', 'goals', 'insight', 'summary']);
  });

  it('a condition (tracked, untracked, created or deleted): the catalog in every category, the tracked list and the goals that show it', async () => {
    expect(await staleAfter(['conditions'])).toEqual([
      'bookmarks',
      'catalog',
      'catalogLifestyle',
      'conditionResearch',
      'goals',
      'substanceResearch',
      'tracked',
    ]);
  });

  it('a goal: the goals only', async () => {
    expect(await staleAfter(['goals'])).toEqual(['goals']);
  });

  it('a substance: the lists, every check, the name marks, the doses and the summary', async () => {
    expect(await staleAfter(['substances'])).toEqual([
      'bookmarks',
      'clinicianReport',
      'conditionResearch',
      'doseHistory',
      'loggable',
      'nameCheck',
      'names',
      'report',
      'substanceList',
      'substanceResearch',
      'summary',
      'todayDoses',
    ]);
  });

  it('a focus aid: both aid lists; a login: the live logins only', async () => {
    expect(await staleAfter(['aids'])).toEqual(['activeAids', 'aidLists']);
    expect(await staleAfter(['logins'])).toEqual(['logins']);
  });

  it('a bookmark or a read mark: the research lists only', async () => {
    expect(await staleAfter(['research'])).toEqual(['bookmarks', 'conditionResearch', 'substanceResearch']);
  });

  it('a dose, an entry, a session, a substance, an aid or a condition: every analytics read; a goal or a login: none', async () => {
    const analytics: QueryKey[] = [
      queryKeys.analytics.dashboard('30days'),
      queryKeys.analytics.effectiveness('all'),
      queryKeys.analytics.userSupplements,
      queryKeys.analytics.timeline('s1', 30, ['productivity']),
      queryKeys.analytics.insights('s1'),
      queryKeys.analytics.ailment('adhd'),
      queryKeys.analytics.doseResponse('s1', 60),
    ];
    for (const touched of [['doses'], ['entries'], ['sessions'], ['substances'], ['aids'], ['conditions'], ['goals'], ['logins']] as Resource[][]) {
      const queryClient = new QueryClient();
      for (const key of analytics) queryClient.setQueryData(key, 'cached');
      await invalidateTouched(queryClient, touched);
      const stale = analytics.filter((key) => queryClient.getQueryState(key)?.isInvalidated).length;
      expect(stale, touched.join()).toBe(touched[0] === 'goals' || touched[0] === 'logins' ? 0 : analytics.length);
    }
  });

  it('with reloadNow, everything affected is still marked stale', async () => {
    const queryClient = new QueryClient();
    for (const key of Object.values(everyKey)) queryClient.setQueryData(key, 'cached');
    await invalidateTouched(queryClient, ['substances'], { reloadNow: [queryKeys.substances.lists] });
    expect(queryClient.getQueryState(queryKeys.daily.summary)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.substances.list('supplements'))?.isInvalidated).toBe(true);
  });
});

describe('schedules, scheduled doses and adherence', () => {
  const keys: Record<string, QueryKey> = {
    schedules: queryKeys.schedules.list,
    today: queryKeys.reminders.day(null),
    pastDay: queryKeys.reminders.day('2026-11-20'),
    adherence: queryKeys.adherence.overDays(30),
    substanceList: queryKeys.substances.list('prescriptions'),
  };
  async function staleOf(touched: Resource[]): Promise<string[]> {
    const queryClient = new QueryClient();
    for (const key of Object.values(keys)) queryClient.setQueryData(key, 'cached');
    await invalidateTouched(queryClient, touched);
    return Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  }

  it('a dose (by hand or a take) settles scheduled doses and moves adherence and supply', async () => {
    expect(await staleOf(['doses'])).toEqual(['adherence', 'pastDay', 'substanceList', 'today']);
  });

  it('a schedule change moves today’s doses, adherence and the run-out forecast', async () => {
    expect(await staleOf(['schedules'])).toEqual(['adherence', 'pastDay', 'schedules', 'substanceList', 'today']);
  });

  it('a snooze or skip moves the day and adherence only', async () => {
    expect(await staleOf(['reminders'])).toEqual(['adherence', 'pastDay', 'today']);
  });

  it('deleting a substance deletes its schedule', async () => {
    expect(await staleOf(['substances'])).toEqual(['adherence', 'pastDay', 'schedules', 'substanceList', 'today']);
  });
});

describe('experiments', () => {
  const keys: Record<string, QueryKey> = {
    list: queryKeys.experiments.list,
    detail: queryKeys.experiments.detail('e1'),
    result: queryKeys.experiments.result('e1'),
    today: queryKeys.experiments.today,
    suggestion: queryKeys.experiments.suggestion('s1'),
    effectiveness: queryKeys.analytics.effectiveness('30days'),
    insights: queryKeys.analytics.insights('s1'),
    summary: queryKeys.daily.summary,
  };
  async function staleOf(touched: Resource[]): Promise<string[]> {
    const queryClient = new QueryClient();
    for (const key of Object.values(keys)) queryClient.setQueryData(key, 'cached');
    await invalidateTouched(queryClient, touched);
    return Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  }

  it('planning, changing or stopping one moves the list, the experiment, today’s instructions and the analytics that withhold its substance', async () => {
    expect(await staleOf(['experiments'])).toEqual(['detail', 'effectiveness', 'insights', 'list', 'result', 'suggestion', 'today']);
  });

  it('a dose or an entry moves the experiment’s days (what was taken and rated)', async () => {
    expect(await staleOf(['entries'])).toEqual(['detail', 'effectiveness', 'insights', 'list', 'result', 'suggestion', 'summary', 'today']);
  });
});
