import { describe, expect, it } from 'vitest';
import { pathForTab, sectionFromPath, tabFromPath } from './tab-paths';

describe('tab paths', () => {
  it('maps each tab path to its tab', () => {
    expect(tabFromPath('/daily')).toBe('daily');
    expect(tabFromPath('/analytics')).toBe('analytics');
    expect(tabFromPath('/history/')).toBe('history');
    expect(tabFromPath('/supplements')).toBe('supplements');
    expect(tabFromPath('/settings/help')).toBe('settings');
  });

  it('shows Daily at the root and for unknown paths', () => {
    expect(tabFromPath('/')).toBe('daily');
    expect(tabFromPath('')).toBe('daily');
    expect(tabFromPath('/substances')).toBe('daily');
    expect(tabFromPath('/verify-email')).toBe('daily');
  });

  it('builds paths and reads sections back', () => {
    expect(pathForTab('supplements')).toBe('/supplements');
    expect(pathForTab('settings', 'help')).toBe('/settings/help');
    expect(sectionFromPath('/settings/help')).toBe('help');
    expect(sectionFromPath('/settings')).toBeNull();
    expect(sectionFromPath('/nowhere/help')).toBeNull();
  });

  it('carries a query for the tab to read', () => {
    expect(pathForTab('settings', 'help', '?guide=adding-prescriptions')).toBe('/settings/help?guide=adding-prescriptions');
  });
});
