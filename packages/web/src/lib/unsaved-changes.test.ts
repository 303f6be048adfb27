import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLeavingSection, confirmLeavingUnsaved, confirmMoving, hasUnsavedChanges, setUnsavedChanges, unsavedChangesQuestion } from './unsaved-changes';

describe('unsaved changes', () => {
  const confirm = vi.fn<(message: string) => boolean>();
  vi.stubGlobal('window', { confirm, addEventListener: vi.fn(), removeEventListener: vi.fn() });

  afterEach(() => {
    setUnsavedChanges('Tracking Preferences', false);
    setUnsavedChanges('Profile Settings', false);
    confirm.mockReset();
  });

  it('asks by the names of the screens that would lose edits, and lets go without asking when there are none', () => {
    expect(confirmLeavingUnsaved()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    setUnsavedChanges('Tracking Preferences', true, { keptAcrossSections: true });
    confirm.mockReturnValue(false);
    expect(confirmLeavingUnsaved()).toBe(false);
    expect(confirm).toHaveBeenLastCalledWith('You have unsaved changes in Tracking Preferences. Leave without saving them?');
    setUnsavedChanges('Profile Settings', true);
    confirm.mockReturnValue(true);
    expect(confirmLeavingUnsaved()).toBe(true);
    expect(confirm).toHaveBeenLastCalledWith(unsavedChangesQuestion(['Tracking Preferences', 'Profile Settings']));
    setUnsavedChanges('Profile Settings', false);
    setUnsavedChanges('Tracking Preferences', false);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks on a Settings sub-tab switch only for edits the switch would drop', () => {
    setUnsavedChanges('Tracking Preferences', true, { keptAcrossSections: true });
    expect(confirmLeavingSection()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    setUnsavedChanges('Profile Settings', true);
    confirm.mockReturnValue(false);
    expect(confirmLeavingSection()).toBe(false);
    expect(confirm).toHaveBeenLastCalledWith('You have unsaved changes in Profile Settings. Leave without saving them?');
  });

  it('asks for a move between addresses (Back, Forward, a link) only when it leaves what holds the edits', () => {
    setUnsavedChanges('Profile Settings', true);
    confirm.mockReturnValue(false);
    expect(confirmMoving('/settings/account', '/settings/account?x=1')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(confirmMoving('/settings/account', '/settings/tracking')).toBe(false);
    expect(confirmMoving('/settings/account', '/history?range=30')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
    setUnsavedChanges('Profile Settings', false);
    setUnsavedChanges('Tracking Preferences', true, { keptAcrossSections: true });
    expect(confirmMoving('/settings/tracking', '/settings/account')).toBe(true);
    expect(confirmMoving('/settings/tracking', '/daily')).toBe(false);
  });
});
