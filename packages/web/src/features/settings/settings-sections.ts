/**
 * The five Settings sub-tabs, in order, and which one a URL section names. The section is the
 * path segment after /settings (the shell's `section`); none or an unknown one shows the default.
 */
export const SETTINGS_SECTIONS = ['personalization', 'health-conditions', 'tracking', 'account', 'help'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const DEFAULT_SETTINGS_SECTION: SettingsSection = 'personalization';

export const SETTINGS_SECTION_LABELS: Record<SettingsSection, string> = {
  personalization: 'Personalization',
  'health-conditions': 'Health Conditions',
  tracking: 'Tracking Preferences',
  account: 'Account & Data',
  help: 'Help & Guides',
};

const isSettingsSection = (value: string): value is SettingsSection => (SETTINGS_SECTIONS as readonly string[]).includes(value);

export function settingsSectionFromPath(section: string | null): SettingsSection {
  return section !== null && isSettingsSection(section) ? section : DEFAULT_SETTINGS_SECTION;
}

/** The URL section for a sub-tab: none for the default, so /settings stays the tab's address. */
export function pathSectionFor(section: SettingsSection): string | null {
  return section === DEFAULT_SETTINGS_SECTION ? null : section;
}

/** The sub-tab the arrow, Home and End keys move to (the ARIA tabs pattern, wrapping at the ends). */
export function neighbourSection(current: SettingsSection, key: string): SettingsSection | null {
  const index = SETTINGS_SECTIONS.indexOf(current);
  const last = SETTINGS_SECTIONS.length - 1;
  const target =
    key === 'ArrowRight'
      ? index === last
        ? 0
        : index + 1
      : key === 'ArrowLeft'
        ? index === 0
          ? last
          : index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return target === null ? null : (SETTINGS_SECTIONS[target] ?? null);
}
