/** The browser's single instance of the API client, over local storage and the page's own origin. */
import { SESSION_HINT_COOKIE } from '@wellness/contract';
import { createApiClient } from './api-client';
import { createLocalStorageTokenStore, createMemoryTokenStore, type TokenStore } from './token-store';

function browserTokenStore(): TokenStore {
  try {
    // Reading once tells us whether storage is usable (it throws in some privacy modes).
    window.localStorage.getItem('probe');
    return createLocalStorageTokenStore(window.localStorage, window);
  } catch (error) {
    console.error('Local storage is unavailable; the session will last only as long as this tab', error);
    return createMemoryTokenStore();
  }
}

export const tokenStore = browserTokenStore();

/** Whether the browser may hold a refresh cookie: the server sets a readable hint beside it. */
const sessionHint = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);

export const api = createApiClient({
  baseUrl: '/api',
  fetch: (input, init) => window.fetch(input, init),
  tokenStore,
  sessionHint,
});

/**
 * Whether this load is likely to end signed in: a stored token, or a session the server can restore. The page's outline
 * script (src/boot/shell-outline.ts) makes the same test before the app has loaded: keep the two in step.
 */
export function mayBeSignedIn(): boolean {
  return tokenStore.get() !== null || sessionHint();
}
