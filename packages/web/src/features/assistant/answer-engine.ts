/**
 * The help assistant's answers, produced locally by keyword matching with no network call:
 * prescriptions and medications first, then supplements and vitamins, then tracking, then self-experiments, else an
 * overview.
 * The texts restate the product's help content and describe only what the app does: the
 * assistant must never describe a feature as working before it does, nor as missing once it works. Where it talks about the user's condition
 * it names the current one (ADHD when tracked, else the first tracked), which the caller passes in.
 */
import { TAB_LABELS, type Tab } from '@wellness/contract';
import type { AssistantAnswer, AssistantSituation } from './assistant-types';

export const CONFIDENCE = { experiment: 0.93, prescription: 0.95, supplement: 0.92, tracking: 0.88, general: 0.75 } as const;

const EXPERIMENT_ANSWER = [
  'To find out whether one thing you take really helps you, run a self-experiment: Analytics › Self-experiments, or “Test it” on the substance’s card.',
  'You plan it first: the question, the daily rating that decides it, and blocks of days on and off (by default 2 pairs of 7-day blocks). The order within each pair is drawn by chance, and the plan is locked with a fingerprint, so it cannot be changed after seeing how it goes.',
  'Each day the Daily tab says whether to take it. No estimate is shown until the last block ends; then you get one answer, with how sure it is. A friend can prepare identical doses, real or not, so you do not know which days are real. For a prescription medicine, agree the test with your prescriber first.',
].join('\n\n');

const PRESCRIPTION_ANSWER = [
  'Prescriptions are one of three kinds of substance the app tracks: prescriptions (shown in red), OTC medications (blue) and supplements (green).',
  'To add one, open the Substances tab and choose Prescription. Besides the name, dosage and unit, you can record who prescribed it, your pharmacy and how many refills remain; insurance and copay details fit in the notes.',
  'Once it is in your list you can log each dose, and the app warns you about known interactions with your other substances.',
].join('\n\n');

const SUPPLEMENT_ANSWER = [
  'Supplements and vitamins live in the Substances tab, shown in green; herbal and homeopathic remedies have their own add buttons.',
  'For each one, record the brand, the dosage and serving size, and the expiry date, so you are told before it runs out of date. Certifications and third-party testing details belong in the notes.',
  'Give a supplement 2 to 4 weeks of tracking before you judge it: that is when meaningful patterns appear.',
].join('\n\n');

const TRACKING_ANSWER = [
  'Log each dose on the Daily tab. Tap Log dose on the substance’s card: it records the time and takes one from the remaining supply.',
  'In your daily entry you rate focus, task initiation, restlessness, productivity and the day overall, each from 1 to 10, so you can see how well things are working.',
  'Patterns take time: week 1 gives basic data, weeks 2-3 show patterns, and week 4+ brings reliable trends. History lists every entry by day, and the Analytics tab shows the trends and which supplements went with your better days, saying when it is too early to tell.',
].join('\n\n');

const GENERAL_ANSWER = [
  'I can help you with:',
  '• keeping a list of your prescriptions, OTC medications, supplements, herbal and homeopathic remedies, with interaction warnings',
  '• logging doses and timing focus sessions',
  '• rating your day, so that your days show in History and trends in Analytics',
  '• choosing the health conditions you track, and goals whose progress comes from your daily ratings',
  '• exporting your data in JSON or CSV, with no fees (Settings › Account & Data)',
  '',
  'Ask me about prescriptions, supplements or tracking, or browse the guides.',
].join('\n');

const TAB_HINTS: Record<Tab, string> = {
  daily: 'This is where you log doses, time focus sessions and rate your day.',
  analytics:
    'Analytics shows your streak, focus time and productivity trend, and compares your days with and without each supplement; Self-experiments test one substance with days on and off in an order drawn by chance. Patterns appear after 3 to 5 days of entries and become reliable after about four weeks.',
  history:
    'History lists your past entries by day, newest first, with filters and a calendar. Use Edit or Delete on an entry, or open a day’s doses and sessions to correct them; a delete can be undone for a few seconds.',
  supplements: 'Here you keep your substances: add one with the buttons at the top of the tab.',
  settings:
    'Here you choose the health conditions and goals you track, set your tracking preferences (default metric values, the daily entry goal, theme and text size, the Daily tab shortcuts), read the help guides, and in Account & Data edit your profile and regional settings, export, import or clear your data, and see where your account is signed in.',
};

const mentions = (text: string, words: readonly string[]) => words.some((word) => text.includes(word));

const HEALTH_CONDITIONS = 'Settings › Health Conditions & Goals';

/** The general answer's line about the user's condition: the current one when there is one. */
function conditionLine(conditionName: string | null | undefined): string {
  return conditionName
    ? `You are tracking ${conditionName}. Your conditions and goals are in ${HEALTH_CONDITIONS}.`
    : `To tailor the app, choose the conditions you track in ${HEALTH_CONDITIONS}.`;
}

/** The tracking answer's line about goals, naming the current condition when there is one. */
function goalsLine(conditionName: string | null | undefined): string {
  const where = conditionName ? `With ${conditionName} tracked, set goals in ${HEALTH_CONDITIONS}` : `Set goals in ${HEALTH_CONDITIONS}`;
  return `${where}: each shows how your ratings of the last 14 days compare with its target.`;
}

export function answerQuestion(message: string, context: Tab, situation: AssistantSituation = {}): AssistantAnswer {
  const text = message.toLowerCase();
  const { conditionName } = situation;

  if (mentions(text, ['prescription', 'medication'])) {
    return {
      content: PRESCRIPTION_ANSWER,
      confidence: CONFIDENCE.prescription,
      sources: ['Adding a Prescription', 'Understanding Substance Types'],
      actions: [
        { type: 'navigate', target: 'help/guides/adding-prescriptions', label: 'View prescription guide' },
        { type: 'navigate', target: 'substances/add-prescription', label: 'Add prescription' },
        { type: 'demo', target: 'add-prescription', label: 'Watch a demo (coming soon)' },
      ],
    };
  }

  if (mentions(text, ['supplement', 'vitamin'])) {
    return {
      content: SUPPLEMENT_ANSWER,
      confidence: CONFIDENCE.supplement,
      sources: ['Understanding Substance Types'],
      actions: [{ type: 'navigate', target: 'substances', label: 'Open Substances' }],
    };
  }

  if (mentions(text, ['track', 'log', 'dose'])) {
    return {
      content: `${TRACKING_ANSWER}\n\n${goalsLine(conditionName)}`,
      confidence: CONFIDENCE.tracking,
      sources: ['Tracking Doses', 'Understanding Analytics'],
      actions: [
        { type: 'navigate', target: 'daily', label: 'Go to Daily' },
        { type: 'navigate', target: 'history', label: 'Open History' },
      ],
    };
  }

  // After the specification's three keyword rules, so a question naming a medication or a supplement gets their answer.
  if (mentions(text, ['experiment', 'n-of-1', 'placebo', 'randomi', 'really help', 'really work', 'does it work', 'test whether', 'test if'])) {
    return {
      content: EXPERIMENT_ANSWER,
      confidence: CONFIDENCE.experiment,
      sources: ['Understanding Analytics'],
      actions: [{ type: 'navigate', target: 'analytics/experiments', label: 'Open Self-experiments' }],
    };
  }

  return {
    content: `${GENERAL_ANSWER}\n\n${conditionLine(conditionName)}\n\nYou are on the ${TAB_LABELS[context]} tab. ${TAB_HINTS[context]}`,
    confidence: CONFIDENCE.general,
    sources: ['Quick Start'],
    actions: [
      { type: 'navigate', target: 'help/guides', label: 'Browse all guides' },
      { type: 'navigate', target: 'settings/health-conditions', label: 'Open Health Conditions & Goals' },
    ],
  };
}
