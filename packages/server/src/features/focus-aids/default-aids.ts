/** The built-in focus aids every user starts with: common, evidence-friendly strategies for attention. */
import type { DefaultFocusAidId, FocusAidCategory } from '@wellness/contract';

/** `id` is one of the contract's DEFAULT_FOCUS_AID_IDS, which the web maps to its own SVG icons (the unit test checks both lists agree). */
export interface DefaultAid {
  id: DefaultFocusAidId;
  name: string;
  icon: string;
  category: FocusAidCategory;
  description: string;
}

export const DEFAULT_AID_PREFIX = 'default-';

export const DEFAULT_FOCUS_AIDS: readonly DefaultAid[] = [
  {
    id: 'default-fidget',
    name: 'Fidget tool',
    icon: '🤹',
    category: 'physical',
    description: 'Keep your hands busy with a fidget toy while you think or listen.',
  },
  {
    id: 'default-walk',
    name: 'Short walk',
    icon: '🚶',
    category: 'physical',
    description: 'A brisk five- to ten-minute walk to reset attention before a task.',
  },
  {
    id: 'default-standing-desk',
    name: 'Standing or moving',
    icon: '🧍',
    category: 'physical',
    description: 'Work standing up or change position to stay alert.',
  },
  {
    id: 'default-noise-cancelling',
    name: 'Noise-cancelling headphones',
    icon: '🎧',
    category: 'audio',
    description: 'Block out distracting sounds around you.',
  },
  { id: 'default-brown-noise', name: 'Brown or white noise', icon: '🌊', category: 'audio', description: 'Steady background noise that masks interruptions.' },
  {
    id: 'default-instrumental-music',
    name: 'Instrumental music',
    icon: '🎵',
    category: 'audio',
    description: 'Music without lyrics so words do not compete for attention.',
  },
  {
    id: 'default-clear-desk',
    name: 'Clear workspace',
    icon: '🧹',
    category: 'environment',
    description: 'Remove everything from the desk that is not needed for this task.',
  },
  {
    id: 'default-phone-away',
    name: 'Phone in another room',
    icon: '📵',
    category: 'environment',
    description: 'Put the phone out of sight and reach during focused work.',
  },
  {
    id: 'default-body-doubling',
    name: 'Body doubling',
    icon: '👥',
    category: 'environment',
    description: 'Work alongside someone, in person or on a call, to help you start and stay on task.',
  },
  { id: 'default-pomodoro', name: 'Pomodoro timer', icon: '🍅', category: 'technique', description: '25 minutes of focus followed by a 5-minute break.' },
  {
    id: 'default-task-list',
    name: 'Written task list',
    icon: '📝',
    category: 'technique',
    description: 'Break the work into small, concrete next steps and tick them off.',
  },
  { id: 'default-time-blocking', name: 'Time blocking', icon: '🗓️', category: 'technique', description: 'Give each task a fixed slot in the day.' },
  {
    id: 'default-stretch-break',
    name: 'Stretch break',
    icon: '🧘',
    category: 'break',
    description: 'Stand up and stretch for a couple of minutes between focus blocks.',
  },
  {
    id: 'default-water-snack',
    name: 'Water and a snack',
    icon: '💧',
    category: 'break',
    description: 'Drink water and eat something small to keep energy steady.',
  },
  { id: 'default-fresh-air', name: 'Fresh air', icon: '🌳', category: 'break', description: 'Step outside or open a window for a few minutes.' },
  {
    id: 'default-caffeine',
    name: 'Coffee or tea',
    icon: '☕',
    category: 'other',
    description: 'A cup of coffee or tea; note the time, as caffeine late in the day can disturb sleep.',
  },
];
