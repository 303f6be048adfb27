import { describe, expect, it } from 'vitest';
import { resolveNavigateTarget } from './action-target';

describe('assistant navigate targets', () => {
  it('sends help and help/guides to the Settings help section', () => {
    expect(resolveNavigateTarget('help')).toEqual({ tab: 'settings', section: 'help' });
    expect(resolveNavigateTarget('help/guides')).toEqual({ tab: 'settings', section: 'help' });
  });

  it('sends substances to the supplements tab and tab names to their tabs', () => {
    expect(resolveNavigateTarget('substances')).toEqual({ tab: 'supplements', section: null });
    expect(resolveNavigateTarget('daily')).toEqual({ tab: 'daily', section: null });
    expect(resolveNavigateTarget('analytics')).toEqual({ tab: 'analytics', section: null });
    expect(resolveNavigateTarget('history')).toEqual({ tab: 'history', section: null });
  });

  it('opens a named guide, and the add form of a substance type', () => {
    expect(resolveNavigateTarget('help/guides/adding-prescriptions')).toEqual({ tab: 'settings', section: 'help', search: '?guide=adding-prescriptions' });
    expect(resolveNavigateTarget('substances/add-prescription')).toEqual({ tab: 'supplements', section: null, search: '?add=PRESCRIPTION' });
    expect(resolveNavigateTarget('substances/add-otc-medication')).toEqual({ tab: 'supplements', section: null, search: '?add=OTC_MEDICATION' });
  });

  it('opens Health Conditions & Goals', () => {
    expect(resolveNavigateTarget('settings/health-conditions')).toEqual({ tab: 'settings', section: 'health-conditions' });
  });

  it('opens Self-experiments in the Analytics tab', () => {
    expect(resolveNavigateTarget('analytics/experiments')).toEqual({ tab: 'analytics', section: 'experiments' });
  });

  it('ignores unknown targets', () => {
    expect(resolveNavigateTarget('somewhere')).toBeNull();
    expect(resolveNavigateTarget('substances/add-potion')).toBeNull();
  });
});
