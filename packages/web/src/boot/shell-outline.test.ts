import { describe, expect, it } from 'vitest';
import { showShellOutline, type OutlineWindow } from './shell-outline';

const config = {
  accessTokenStorageKey: 'wellness.accessToken',
  sessionHintCookie: 'has_session',
  outlines: { '/': '<p>landing</p>', daily: '<p>daily</p>', settings: '<p>settings</p>' },
};

function fakeWindow(options: { pathname: string; token?: string | null; cookie?: string; storageThrows?: boolean }) {
  const root = { innerHTML: '' };
  const window: OutlineWindow = {
    document: { cookie: options.cookie ?? '', getElementById: (id) => (id === 'root' ? root : null) },
    location: { pathname: options.pathname },
    localStorage: {
      getItem: (key) => {
        if (options.storageThrows) throw new Error('SecurityError');
        return key === config.accessTokenStorageKey ? (options.token ?? null) : null;
      },
    },
  };
  return { window, root };
}

describe('showShellOutline', () => {
  it.each([
    ['a stored token', { token: 'a.b.c' }],
    ['the session hint cookie', { cookie: 'theme=x; has_session=1' }],
    ['the hint while storage is refused', { cookie: 'has_session=1', storageThrows: true }],
  ])('shows the outline of the address opened with %s', (_case, options) => {
    const { window, root } = fakeWindow({ pathname: '/daily', ...options });
    showShellOutline(window, config);
    expect(root.innerHTML).toBe('<p>daily</p>');
  });

  it('shows nothing to a visitor with neither a token nor the hint', () => {
    const { window, root } = fakeWindow({ pathname: '/daily', cookie: 'has_session=0; other=1' });
    showShellOutline(window, config);
    expect(root.innerHTML).toBe('');
  });

  it.each([
    ['/', '<p>landing</p>'],
    ['/settings', '<p>settings</p>'],
    ['/settings/help', '<p>settings</p>'],
    ['/daily/', '<p>daily</p>'],
  ])('picks the outline of %s by its first segment', (pathname, expected) => {
    const { window, root } = fakeWindow({ pathname, token: 'a.b.c' });
    showShellOutline(window, config);
    expect(root.innerHTML).toBe(expected);
  });

  it.each(['/verify-email', '/reset-password', '/unknown/daily', '/constructor', '/__proto__', '//'])(
    'leaves %s to the app: no outline was rendered for it',
    (pathname) => {
      const { window, root } = fakeWindow({ pathname, token: 'a.b.c' });
      showShellOutline(window, config);
      expect(root.innerHTML).toBe('');
    },
  );
});
