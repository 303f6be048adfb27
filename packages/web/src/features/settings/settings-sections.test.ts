/** Which Settings sub-tab a URL shows, its address, and keyboard movement between the sub-tabs. */
import { describe, expect, it } from 'vitest';
import { neighbourSection, pathSectionFor, settingsSectionFromPath, SETTINGS_SECTIONS } from './settings-sections';

describe('settings sections', () => {
  it('lists the five sub-tabs of part 2 §2.3 in order', () => {
    expect(SETTINGS_SECTIONS).toEqual(['personalization', 'health-conditions', 'tracking', 'account', 'help']);
  });

  it('reads the sub-tab from the URL section, with personalization as the default for none or an unknown one', () => {
    expect(settingsSectionFromPath(null)).toBe('personalization');
    expect(settingsSectionFromPath('account')).toBe('account');
    expect(settingsSectionFromPath('help')).toBe('help');
    expect(settingsSectionFromPath('nonsense')).toBe('personalization');
    expect(settingsSectionFromPath('Account')).toBe('personalization');
  });

  it("keeps /settings as the default sub-tab's address and names the others", () => {
    expect(pathSectionFor('personalization')).toBeNull();
    expect(pathSectionFor('account')).toBe('account');
    for (const section of SETTINGS_SECTIONS) expect(settingsSectionFromPath(pathSectionFor(section))).toBe(section);
  });

  it('moves with the arrow keys, wrapping at the ends, and jumps with Home and End', () => {
    expect(neighbourSection('personalization', 'ArrowRight')).toBe('health-conditions');
    expect(neighbourSection('help', 'ArrowRight')).toBe('personalization');
    expect(neighbourSection('personalization', 'ArrowLeft')).toBe('help');
    expect(neighbourSection('account', 'Home')).toBe('personalization');
    expect(neighbourSection('account', 'End')).toBe('help');
    expect(neighbourSection('account', 'Enter')).toBeNull();
  });
});
