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

  it('ignores unknown targets', () => {
    expect(resolveNavigateTarget('somewhere')).toBeNull();
  });
});
