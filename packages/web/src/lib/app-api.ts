/** The browser's single instance of the API client, over local storage and the page's own origin. */
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

export const api = createApiClient({
  baseUrl: '/api',
  fetch: (input, init) => window.fetch(input, init),
  tokenStore,
});
