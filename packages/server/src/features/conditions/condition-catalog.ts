/**
 * The health conditions shipped with the product, written for this product in plain language: what the condition is, in
 * words a person living with it would recognise, without alarm and without advice. Each names the metrics (of the eight
 * rating metrics) and the mood tags its tracking starts with, and a color.
 *
 * Ids are stable: tracked conditions and goals store them, so an id is never renamed or removed (a condition
 * withdrawn from the catalog would keep its entry). The unit test beside this file checks the catalog's integrity.
 */
import type { ConditionCategory, MOOD_TAGS, TrackingMetric } from '@wellness/contract';

export interface CatalogCondition {
  id: string;
  name: string;
  description: string;
  category: ConditionCategory;
  defaultMetrics: readonly TrackingMetric[];
  defaultTags: readonly (typeof MOOD_TAGS)[number][];
  color: string;
}

export const CONDITION_CATALOG: readonly CatalogCondition[] = [
  // Mental health
  {
    id: 'adhd',
    name: 'ADHD',
    description:
      'A neurodevelopmental condition that affects attention, activity and impulse control. In adults it often shows as trouble starting or finishing tasks, staying organised or holding focus on things that are not interesting right now, and sometimes as restlessness.',
    category: 'mental-health',
    defaultMetrics: ['focusLevel', 'taskInitiation', 'restlessness', 'productivity'],
    defaultTags: ['Focused', 'Productive', 'Motivated', 'Restless'],
    color: '#7c3aed',
  },
  {
    id: 'anxiety',
    name: 'Anxiety',
    description:
      'Worry, nervousness or fear that is stronger or lasts longer than a situation calls for, often with physical signs such as a racing heart, tense muscles or poor sleep. It is common and usually responds well to treatment.',
    category: 'mental-health',
    defaultMetrics: ['anxiety', 'mood', 'restlessness', 'overallRating'],
    defaultTags: ['Calm', 'Restless', 'Tired'],
    color: '#0ea5e9',
  },
  {
    id: 'depression',
    name: 'Depression',
    description:
      'A low mood or loss of interest in things you usually enjoy that lasts for weeks, often with low energy, changes in sleep or appetite and difficulty concentrating. It is a common health condition, and treatment helps.',
    category: 'mental-health',
    defaultMetrics: ['mood', 'energy', 'taskInitiation', 'overallRating'],
    defaultTags: ['Motivated', 'Energetic', 'Calm', 'Tired'],
    color: '#64748b',
  },
  {
    id: 'bipolar-disorder',
    name: 'Bipolar disorder',
    description:
      'A condition with periods of low mood and periods of unusually high mood or energy, often with changes in sleep. A steady daily record of mood, energy and sleep can help you and your care team notice a change early.',
    category: 'mental-health',
    defaultMetrics: ['mood', 'energy', 'restlessness', 'overallRating'],
    defaultTags: ['Energetic', 'Calm', 'Restless', 'Tired'],
    color: '#c026d3',
  },
  {
    id: 'ptsd',
    name: 'PTSD',
    description:
      'Post-traumatic stress disorder can follow a frightening or distressing event. It can bring unwanted memories, feeling on edge, poor sleep and avoiding reminders of what happened. Effective treatments exist.',
    category: 'mental-health',
    defaultMetrics: ['anxiety', 'mood', 'restlessness', 'overallRating'],
    defaultTags: ['Calm', 'Restless', 'Tired'],
    color: '#0f766e',
  },
  {
    id: 'ocd',
    name: 'OCD',
    description:
      'Obsessive-compulsive disorder brings unwanted, repeated thoughts or urges, and actions or mental rituals done to ease the distress they cause. It can take up a lot of time; therapy and medication help many people.',
    category: 'mental-health',
    defaultMetrics: ['anxiety', 'mood', 'focusLevel', 'productivity'],
    defaultTags: ['Calm', 'Clear', 'Focused', 'Restless'],
    color: '#d97706',
  },
  {
    id: 'autism',
    name: 'Autism',
    description:
      'A lifelong difference in how a person communicates, processes the senses and relates to the world. Tracking energy, stress and focus can help you plan days around sensory and social demands.',
    category: 'mental-health',
    defaultMetrics: ['energy', 'anxiety', 'focusLevel', 'mood'],
    defaultTags: ['Calm', 'Clear', 'Focused', 'Tired'],
    color: '#2563eb',
  },
  {
    id: 'seasonal-affective-disorder',
    name: 'Seasonal affective disorder',
    description:
      'Depression that comes and goes with the seasons, most often in autumn and winter when days are short, with low mood, tiredness and sleeping more. Daylight, routine and treatment can help.',
    category: 'mental-health',
    defaultMetrics: ['mood', 'energy', 'overallRating'],
    defaultTags: ['Energetic', 'Motivated', 'Tired'],
    color: '#ca8a04',
  },

  // Physical health
  {
    id: 'insomnia',
    name: 'Insomnia',
    description:
      'Trouble falling asleep, staying asleep or waking too early, often enough that you feel tired or unfocused during the day. Stress, habits, other health conditions and some medicines can all play a part.',
    category: 'physical-health',
    defaultMetrics: ['energy', 'focusLevel', 'mood', 'overallRating'],
    defaultTags: ['Clear', 'Energetic', 'Tired'],
    color: '#4338ca',
  },
  {
    id: 'type-2-diabetes',
    name: 'Type 2 diabetes',
    description:
      'A long-term condition in which the body does not use insulin well, so blood sugar runs higher than it should. Food, activity, sleep, stress and medicines all affect it. This app does not store glucose readings; note them in your entries if you like.',
    category: 'physical-health',
    defaultMetrics: ['energy', 'mood', 'overallRating'],
    defaultTags: ['Clear', 'Energetic', 'Tired'],
    color: '#dc2626',
  },
  {
    id: 'migraine',
    name: 'Migraine',
    description:
      'Repeated headaches, often throbbing and on one side, that can come with nausea and sensitivity to light or sound, sometimes after warning signs called aura. Noting sleep, meals, stress and other possible triggers helps you spot patterns.',
    category: 'physical-health',
    defaultMetrics: ['overallRating', 'energy', 'focusLevel', 'productivity'],
    defaultTags: ['Calm', 'Clear', 'Tired'],
    color: '#9333ea',
  },
  {
    id: 'chronic-pain',
    name: 'Chronic pain',
    description:
      'Pain that lasts, or keeps coming back, for more than three months. It can affect sleep, mood and concentration, and managing it often combines treatment, pacing your activity and rest.',
    category: 'physical-health',
    defaultMetrics: ['overallRating', 'energy', 'mood', 'productivity'],
    defaultTags: ['Calm', 'Energetic', 'Tired'],
    color: '#b45309',
  },
  {
    id: 'fibromyalgia',
    name: 'Fibromyalgia',
    description:
      'Widespread pain together with tiredness, poor sleep and trouble with memory or concentration, sometimes called "fibro fog". Symptoms often rise and fall, so a daily record helps show what makes a difference.',
    category: 'physical-health',
    defaultMetrics: ['overallRating', 'energy', 'focusLevel', 'mood'],
    defaultTags: ['Calm', 'Clear', 'Tired'],
    color: '#db2777',
  },
  {
    id: 'me-cfs',
    name: 'ME/CFS',
    description:
      'Myalgic encephalomyelitis, or chronic fatigue syndrome: lasting, severe tiredness that rest does not relieve and that typically worsens after physical or mental effort, with unrefreshing sleep and trouble thinking clearly. Pacing activity within your energy limits is central to managing it.',
    category: 'physical-health',
    defaultMetrics: ['energy', 'focusLevel', 'overallRating'],
    defaultTags: ['Clear', 'Energetic', 'Tired'],
    color: '#0891b2',
  },
  {
    id: 'long-covid',
    name: 'Long COVID',
    description:
      'Symptoms that continue or appear in the weeks and months after a COVID-19 infection, such as tiredness, breathlessness, brain fog or poor sleep. They often change from day to day, and a daily record helps you describe them to a clinician.',
    category: 'physical-health',
    defaultMetrics: ['energy', 'focusLevel', 'mood', 'overallRating'],
    defaultTags: ['Clear', 'Energetic', 'Tired'],
    color: '#6d28d9',
  },
  {
    id: 'hypothyroidism',
    name: 'Underactive thyroid',
    description:
      'The thyroid gland makes too little hormone, which can bring tiredness, feeling cold, weight gain, low mood and slower thinking. It is usually treated with a daily hormone tablet, and symptoms settle as the dose is adjusted.',
    category: 'physical-health',
    defaultMetrics: ['energy', 'mood', 'focusLevel', 'overallRating'],
    defaultTags: ['Clear', 'Energetic', 'Tired'],
    color: '#059669',
  },
  {
    id: 'ibs',
    name: 'Irritable bowel syndrome',
    description:
      'A common condition of the gut that causes stomach pain, bloating and changes in bowel habits that come and go. Food, stress and sleep can all affect it, so tracking them beside your symptoms can help.',
    category: 'physical-health',
    defaultMetrics: ['overallRating', 'anxiety', 'energy', 'mood'],
    defaultTags: ['Calm', 'Tired'],
    color: '#ea580c',
  },
  {
    id: 'hypertension',
    name: 'High blood pressure',
    description:
      'Blood pressure that stays above the healthy range. It rarely causes symptoms and is managed with activity, diet, less salt and alcohol, and often medicine. Note your readings in your entries; this app does not store them separately.',
    category: 'physical-health',
    defaultMetrics: ['overallRating', 'anxiety', 'energy'],
    defaultTags: ['Calm', 'Energetic'],
    color: '#e11d48',
  },
  {
    id: 'menopause',
    name: 'Menopause and perimenopause',
    description:
      'The years around the last period, when hormone levels change. Hot flushes, disturbed sleep, mood changes, anxiety and brain fog are common and vary widely; treatment and lifestyle changes ease many of them.',
    category: 'physical-health',
    defaultMetrics: ['mood', 'energy', 'anxiety', 'focusLevel'],
    defaultTags: ['Calm', 'Clear', 'Restless', 'Tired'],
    color: '#a21caf',
  },

  // Lifestyle
  {
    id: 'better-sleep',
    name: 'Better sleep',
    description:
      'Getting enough regular, good-quality sleep. Rating how rested and energetic you feel shows how bedtime, caffeine, screens and exercise affect you.',
    category: 'lifestyle',
    defaultMetrics: ['energy', 'focusLevel', 'mood', 'overallRating'],
    defaultTags: ['Clear', 'Energetic', 'Tired'],
    color: '#1d4ed8',
  },
  {
    id: 'stress',
    name: 'Stress',
    description:
      'Keeping everyday pressure from work, study or life at a level you can handle. Noting stressful days beside your mood, anxiety and sleep shows what drains you and what helps you recover.',
    category: 'lifestyle',
    defaultMetrics: ['anxiety', 'mood', 'restlessness', 'overallRating'],
    defaultTags: ['Calm', 'Restless', 'Tired'],
    color: '#0d9488',
  },
  {
    id: 'energy',
    name: 'Energy',
    description:
      'Learning what lifts or drains your energy through the day: sleep, meals, caffeine, movement and breaks. A few weeks of ratings show your own patterns.',
    category: 'lifestyle',
    defaultMetrics: ['energy', 'productivity', 'focusLevel', 'overallRating'],
    defaultTags: ['Energetic', 'Motivated', 'Tired'],
    color: '#f97316',
  },
  {
    id: 'focus-productivity',
    name: 'Focus and productivity',
    description:
      'Getting started on tasks and staying with them. Rating focus, task initiation and productivity each day shows which habits, focus aids and substances make a real difference for you.',
    category: 'lifestyle',
    defaultMetrics: ['focusLevel', 'taskInitiation', 'productivity', 'overallRating'],
    defaultTags: ['Focused', 'Productive', 'Motivated', 'Clear'],
    color: '#16a34a',
  },
  {
    id: 'physical-activity',
    name: 'Physical activity',
    description:
      'Moving more, whether walking, sport or strength training. Regular activity supports mood, sleep and energy, and tracking them shows the effect it has on you.',
    category: 'lifestyle',
    defaultMetrics: ['energy', 'mood', 'overallRating'],
    defaultTags: ['Energetic', 'Motivated', 'Tired'],
    color: '#65a30d',
  },
  {
    id: 'healthy-eating',
    name: 'Healthy eating',
    description:
      'Regular, balanced meals and enough water. What and when you eat can affect energy, focus and mood, so noting meals beside your ratings can reveal links.',
    category: 'lifestyle',
    defaultMetrics: ['energy', 'focusLevel', 'mood'],
    defaultTags: ['Clear', 'Energetic', 'Tired'],
    color: '#15803d',
  },
  {
    id: 'mindfulness',
    name: 'Mindfulness and meditation',
    description:
      'Building a habit of calm attention to the present moment, through meditation, breathing exercises or mindful walks. Tracking anxiety, restlessness and focus shows how the practice affects your days.',
    category: 'lifestyle',
    defaultMetrics: ['anxiety', 'restlessness', 'focusLevel', 'mood'],
    defaultTags: ['Calm', 'Clear', 'Focused'],
    color: '#0284c7',
  },
  {
    id: 'work-life-balance',
    name: 'Work-life balance',
    description:
      'Keeping room for rest, people and interests beside work or study, and noticing early when the balance tips towards exhaustion. Energy, mood and productivity ratings show how your weeks feel.',
    category: 'lifestyle',
    defaultMetrics: ['energy', 'mood', 'productivity', 'overallRating'],
    defaultTags: ['Calm', 'Energetic', 'Motivated', 'Tired'],
    color: '#a16207',
  },
];

const byId = new Map(CONDITION_CATALOG.map((condition) => [condition.id, condition]));

export function catalogCondition(id: string): CatalogCondition | undefined {
  return byId.get(id);
}
