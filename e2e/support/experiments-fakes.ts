/**
 * Fixed answers for the experiment reads (GET /experiments, /experiments/{id}, …/result, /experiments/today,
 * /experiments/suggestion) and a `withheld` patched into the real analytics answers, so the experiment screens can be
 * looked at in every state (planned with two versions, running, running blinded, finished with a result, stopped) on
 * a fresh account. Writes still go to the real server.
 */
import type { Page, Route } from 'playwright-core';

export interface ExperimentFakeIds {
  rhodiola: string;
  magnesium: string;
  vitaminD: string;
  sertraline: string;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const FINGERPRINT = (seed: string) => (seed.repeat(64).slice(0, 64) as string).replace(/[^0-9a-f]/g, 'a');

interface Plan {
  id: string;
  substanceId: string;
  substanceName: string;
  substanceType: string;
  question: string;
  outcomeMetric: string;
  secondaryMetrics: string[];
  blockDays: number;
  blockPairs: number;
  washoutDays: number;
  pairOrders: Array<'on-off' | 'off-on'>;
  startDate: string;
  blinded: boolean;
  status: 'planned' | 'running' | 'completed' | 'stopped';
  /** Today's day number while running; the days before it are logged. */
  today: string;
  stoppedOn?: string;
  versions?: number;
}

/** A day's rating: a little higher on days on, with some noise, and an unrated day now and then. */
const outcomeOf = (take: boolean, dayNumber: number) =>
  dayNumber % 6 === 5 ? null : Math.round(((take ? 6.6 : 5.4) + ((dayNumber * 7) % 5) * 0.3 - 0.6) * 10) / 10;

function experimentOf(plan: Plan) {
  const total = plan.blockDays * plan.blockPairs * 2;
  const endDate = addDays(plan.startDate, total - 1);
  const days = [];
  let followed = 0;
  let notFollowed = 0;
  let withoutOutcome = 0;
  for (let index = 0; index < total; index++) {
    const date = addDays(plan.startDate, index);
    const block = Math.floor(index / plan.blockDays) + 1;
    const pair = Math.floor((block - 1) / 2);
    const first = (block - 1) % 2 === 0;
    const take = plan.pairOrders[pair] === 'on-off' ? first : !first;
    const dayInBlock = (index % plan.blockDays) + 1;
    const passed = date < plan.today && (plan.stoppedOn === undefined || date <= plan.stoppedOn);
    const isToday = date === plan.today;
    const taken = passed || isToday ? (index % 9 === 4 ? !take : take) : null;
    const outcome = passed ? outcomeOf(take, index + 1) : null;
    const didFollow = passed ? taken === take : null;
    if (passed) {
      if (didFollow) followed++;
      else notFollowed++;
      if (outcome === null) withoutOutcome++;
    }
    days.push({
      date,
      dayNumber: index + 1,
      block,
      dayInBlock,
      assignment: dayInBlock <= plan.washoutDays ? 'washout' : take ? 'on' : 'off',
      take,
      taken: isToday ? false : taken,
      outcome,
      followed: didFollow,
    });
  }
  const elapsed = days.filter((day) => day.date < plan.today && (plan.stoppedOn === undefined || day.date <= plan.stoppedOn)).length;
  const todayNumber = plan.status === 'running' ? (days.find((day) => day.date === plan.today)?.dayNumber ?? null) : null;
  const protocol = {
    analysisPlan: 'n-of-1-blocks-v1',
    version: plan.versions ?? 1,
    substanceId: plan.substanceId,
    substanceName: plan.substanceName,
    substanceType: plan.substanceType,
    question: plan.question,
    outcomeMetric: plan.outcomeMetric,
    secondaryMetrics: plan.secondaryMetrics,
    blockDays: plan.blockDays,
    blockPairs: plan.blockPairs,
    washoutDays: plan.washoutDays,
    minimumEffect: 1,
    startDate: plan.startDate,
    endDate,
    timezone: 'America/New_York',
    seed: '9c1d0f5e2b7a4c3d',
    pairOrders: plan.pairOrders,
    prescriberAgreed: plan.substanceType === 'PRESCRIPTION',
    blinded: plan.blinded,
  };
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(protocol).sort(([a], [b]) => a.localeCompare(b))));
  const fingerprint = FINGERPRINT(plan.id === 'exp-done' ? '3f9a1c2be4d5f6a7' : plan.id === 'exp-run' ? 'b41e07c9d2a8f316' : '7d20c4e1f9ab3586');
  const versions = Array.from({ length: plan.versions ?? 1 }, (_, index) => ({
    version: index + 1,
    fingerprint: index + 1 === (plan.versions ?? 1) ? fingerprint : FINGERPRINT('0e5c9a7b31d4f268'),
    lockedAt: new Date(Date.parse(`${addDays(plan.startDate, -3 + index)}T14:14:00Z`)).toISOString(),
  }));
  return {
    id: plan.id,
    substanceId: plan.substanceId,
    substanceName: plan.substanceName,
    question: plan.question,
    outcomeMetric: plan.outcomeMetric,
    status: plan.status,
    startDate: plan.startDate,
    endDate,
    fingerprint,
    lockedAt: versions.at(-1)?.lockedAt ?? '',
    stoppedAt: plan.stoppedOn ? `${plan.stoppedOn}T20:00:00.000Z` : null,
    progress: {
      totalDays: total,
      daysElapsed: elapsed,
      today: todayNumber,
      daysLeft: plan.status === 'running' ? total - elapsed : plan.status === 'planned' ? total : 0,
    },
    version: plan.versions ?? 1,
    protocol,
    canonicalProtocol: canonical,
    versions,
    days,
    adherence: { followed, notFollowed, withoutOutcome },
    stopReason: plan.stoppedOn ? 'Headaches on the days I took it' : null,
    readAsPlanned: plan.status !== 'stopped',
    createdAt: versions[0]?.lockedAt ?? '',
  };
}

type FakeExperiment = ReturnType<typeof experimentOf>;

function resultOf(experiment: FakeExperiment) {
  const stopped = experiment.status === 'stopped';
  const blocks = [];
  for (let block = 1; block <= experiment.protocol.blockPairs * 2; block++) {
    const days = experiment.days.filter((day) => day.block === block);
    const analysed = days.filter((day) => day.assignment !== 'washout' && day.outcome !== null);
    const mean = analysed.length === 0 ? null : analysed.reduce((sum, day) => sum + (day.outcome ?? 0), 0) / analysed.length;
    blocks.push({
      block,
      assignment: days[0]?.take ? 'on' : 'off',
      startDate: days[0]?.date ?? '',
      endDate: days.at(-1)?.date ?? '',
      mean: stopped ? null : mean,
      days: analysed.length,
    });
  }
  return {
    experimentId: experiment.id,
    status: stopped ? 'stopped' : 'completed',
    readAsPlanned: !stopped,
    outcomeMetric: experiment.outcomeMetric,
    minimumEffect: 1,
    estimate: stopped ? null : 1.14,
    ci95: stopped ? null : { low: 0.21, high: 2.07 },
    probabilityAboveMinimum: stopped ? null : 0.62,
    randomizationP: stopped ? null : 0.0833,
    conclusion: stopped ? 'inconclusive' : 'benefit',
    daysUsed: blocks.reduce((sum, block) => sum + block.days, 0),
    adherence: experiment.adherence,
    fingerprint: experiment.fingerprint,
    prior: 'Normal, centred on no effect, with a standard deviation of 2 rating points.',
    blocks,
    secondary: stopped
      ? []
      : [
          { metric: 'mood', estimate: 0.42, ci95: { low: -0.55, high: 1.39 } },
          { metric: 'energy', estimate: -0.1, ci95: { low: -1.2, high: 1.0 } },
        ],
    summary: stopped
      ? ''
      : 'On the days you took Vitamin D your overall rating was 1.1 points higher (95% interval 0.2 to 2.1); the chance the improvement is at least 1 point is 62%.',
  };
}

export function fakeExperiments(ids: ExperimentFakeIds, today: string): FakeExperiment[] {
  return [
    experimentOf({
      id: 'exp-run',
      substanceId: ids.rhodiola,
      substanceName: 'Rhodiola',
      substanceType: 'HERBAL',
      question: 'Does rhodiola make my afternoons less foggy?',
      outcomeMetric: 'focusLevel',
      secondaryMetrics: ['energy'],
      blockDays: 7,
      blockPairs: 2,
      washoutDays: 1,
      pairOrders: ['off-on', 'on-off'],
      startDate: addDays(today, -9),
      blinded: false,
      status: 'running',
      today,
    }),
    experimentOf({
      id: 'exp-blind',
      substanceId: ids.magnesium,
      substanceName: 'Magnesium',
      substanceType: 'SUPPLEMENT',
      question: 'Do I sleep better and feel calmer with magnesium?',
      outcomeMetric: 'anxiety',
      secondaryMetrics: [],
      blockDays: 5,
      blockPairs: 3,
      washoutDays: 0,
      pairOrders: ['on-off', 'off-on', 'off-on'],
      startDate: addDays(today, -3),
      blinded: true,
      status: 'running',
      today,
    }),
    experimentOf({
      id: 'exp-done',
      substanceId: ids.vitaminD,
      substanceName: 'Vitamin D3',
      substanceType: 'SUPPLEMENT',
      question: 'Does vitamin D lift my overall day in winter?',
      outcomeMetric: 'overallRating',
      secondaryMetrics: ['mood', 'energy'],
      blockDays: 7,
      blockPairs: 2,
      washoutDays: 2,
      pairOrders: ['on-off', 'off-on'],
      startDate: addDays(today, -28),
      blinded: false,
      status: 'completed',
      today,
    }),
    experimentOf({
      id: 'exp-stop',
      substanceId: ids.sertraline,
      substanceName: 'Sertraline',
      substanceType: 'PRESCRIPTION',
      question: 'Does skipping sertraline on weekends change my mood?',
      outcomeMetric: 'mood',
      secondaryMetrics: [],
      blockDays: 7,
      blockPairs: 2,
      washoutDays: 0,
      pairOrders: ['off-on', 'off-on'],
      startDate: addDays(today, -40),
      blinded: false,
      status: 'stopped',
      stoppedOn: addDays(today, -35),
      today,
    }),
    experimentOf({
      id: 'exp-plan',
      substanceId: ids.rhodiola,
      substanceName: 'Rhodiola',
      substanceType: 'HERBAL',
      question: 'Does a morning dose of rhodiola help me start tasks?',
      outcomeMetric: 'taskInitiation',
      secondaryMetrics: [],
      blockDays: 7,
      blockPairs: 2,
      washoutDays: 1,
      pairOrders: ['on-off', 'on-off'],
      startDate: addDays(today, 12),
      blinded: false,
      status: 'planned',
      today,
      versions: 2,
    }),
  ];
}

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Serves the fakes; `empty` serves no experiment at all (the empty states). */
export async function serveExperimentFakes(page: Page, ids: ExperimentFakeIds, today: string, options: { empty?: boolean } = {}): Promise<void> {
  const experiments = options.empty ? [] : fakeExperiments(ids, today);
  const byId = new Map(experiments.map((experiment) => [experiment.id, experiment]));
  await page.route(/\/api\/experiments(\/.*)?(\?.*)?$/, async (route) => {
    const request = route.request();
    if (request.method() !== 'GET') return route.continue();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api\/experiments\/?/, '');
    if (path === '') {
      const summaries = experiments.map(
        ({
          version: _v,
          protocol: _p,
          canonicalProtocol: _c,
          versions: _vs,
          days: _d,
          adherence: _a,
          stopReason: _s,
          readAsPlanned: _r,
          createdAt: _ca,
          ...summary
        }) => summary,
      );
      return json(route, { experiments: summaries });
    }
    if (path === 'today') {
      const instructions = experiments
        .filter((experiment) => experiment.status === 'running')
        .map((experiment) => {
          const day = experiment.days.find((item) => item.dayNumber === experiment.progress.today);
          const name = experiment.substanceName;
          const blinded = experiment.protocol.blinded;
          const dayText = `day ${day?.dayInBlock} of ${experiment.protocol.blockDays}`;
          return {
            experimentId: experiment.id,
            substanceId: experiment.substanceId,
            substanceName: name,
            assignment: day?.assignment ?? 'on',
            take: day?.take ?? true,
            blinded,
            block: day?.block ?? 1,
            blocks: experiment.protocol.blockPairs * 2,
            dayInBlock: day?.dayInBlock ?? 1,
            blockDays: experiment.protocol.blockDays,
            text: blinded ? `Take today's prepared dose, ${dayText}` : day?.take ? `Take ${name} today, ${dayText}` : `No ${name} today, ${dayText}`,
          };
        });
      return json(route, { date: today, instructions });
    }
    if (path === 'suggestion') {
      const substanceId = url.searchParams.get('substanceId') ?? '';
      const prescription = substanceId === ids.sertraline;
      return json(route, {
        substanceId,
        washoutDays: substanceId === ids.rhodiola ? 2 : 0,
        blockDays: 7,
        basis: substanceId === ids.rhodiola ? 'Rhodiola’s effect is usually felt within a day or two and fades within two days.' : null,
        prescription,
      });
    }
    const [id, rest] = path.split('/');
    const experiment = byId.get(decodeURIComponent(id ?? ''));
    if (!experiment) return json(route, { error: 'Experiment not found', code: 'NOT_FOUND' }, 404);
    if (rest === 'result') {
      if (experiment.status === 'planned' || experiment.status === 'running') return json(route, { error: 'Not yet', code: 'CONFLICT' }, 409);
      return json(route, resultOf(experiment));
    }
    return json(route, experiment);
  });
}

/** Patches a withheld substance into the real analytics answers (effectiveness, insights, effects by the hour, ailment analysis). */
export async function serveWithheldAnalytics(
  page: Page,
  withheld: { substanceId: string; substanceName: string; experimentId: string; endDate: string },
): Promise<void> {
  await page.route(/\/api\/analytics\/(supplement-effectiveness|supplement-insights|dose-response|ailment-supplement-analysis)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const list = Array.isArray(body['withheld']);
    return json(route, { ...body, withheld: list ? [withheld] : withheld }, response.status());
  });
}
