/**
 * Settings › Personalization: the six feature cards with their status labels exactly as the contract
 * names them (Ready, Coming Soon, Partial, Planned), each with one honest line on what the
 * product does today, and the three-step quick start, each step opening the sub-tab where it is done.
 */
import type { SettingsSection } from '../settings-sections';

export const FEATURE_STATUSES = ['Ready', 'Partial', 'Coming Soon', 'Planned'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export interface PersonalizationCard {
  title: string;
  status: FeatureStatus;
  /** What exists today, in one line: never a promise worded as a fact. */
  description: string;
  /** The sub-tab where it is set, for the cards that have one. */
  opens?: SettingsSection;
}

export const PERSONALIZATION_CARDS: readonly PersonalizationCard[] = [
  {
    title: 'Health Conditions & Goals',
    status: 'Ready',
    description: 'Choose the conditions you track from a catalog or add your own, and set goals whose progress comes from your daily ratings.',
    opens: 'health-conditions',
  },
  {
    title: 'Tracking & Metrics',
    status: 'Ready',
    description: 'Set the default slider values, hide or require metrics, your daily entry goal and your good- and bad-day thresholds.',
    opens: 'tracking',
  },
  {
    title: 'AI Features & Privacy',
    status: 'Coming Soon',
    description: 'Not available yet. The daily insight and the help assistant already work from your own data without sending it anywhere else.',
  },
  {
    title: 'Notifications & Reminders',
    status: 'Ready',
    description: 'Dose schedules remind you by notification, e-mail or in the app until the dose is taken, and warn before a supply runs out.',
    opens: 'tracking',
  },
  {
    title: 'UI/UX Personalization',
    status: 'Partial',
    description: 'Theme, font size, animations and the tab that opens first can be set in Tracking Preferences; the layout itself cannot be changed yet.',
    opens: 'tracking',
  },
  {
    title: 'Advanced Integrations',
    status: 'Planned',
    description: 'Not available yet: no connections to other apps or devices. The Substances tab can print a report for your clinician.',
  },
];

export interface QuickStartStep {
  title: string;
  text: string;
  action: string;
  opens: SettingsSection;
}

export const QUICK_START_STEPS: readonly QuickStartStep[] = [
  {
    title: 'Select your conditions',
    text: 'Pick what you want to track, such as ADHD or better sleep, and add goals.',
    action: 'Select conditions',
    opens: 'health-conditions',
  },
  {
    title: 'Customize your tracking',
    text: 'Choose the default values and which metrics your daily entry asks for.',
    action: 'Customize tracking',
    opens: 'tracking',
  },
  {
    title: 'Personalize the interface',
    text: 'Choose a theme, the font size and the tab that opens after you sign in.',
    action: 'Personalize interface',
    opens: 'tracking',
  },
];
