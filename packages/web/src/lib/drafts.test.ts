import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraftsOf, DRAFT_MAX_AGE_MS, OUTBOX_PREFIX, readDraft, writeDraft } from './drafts';

function fakeStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const asText = (stored: unknown) => (typeof stored === 'string' ? stored : null);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('drafts', () => {
  it('keeps a draft per user: another user never reads it', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage() });
    writeDraft('user-a', 'entry', 'slept badly', 1000);
    expect(readDraft('user-a', 'entry', asText, 2000)).toBe('slept badly');
    expect(readDraft('user-b', 'entry', asText, 2000)).toBeNull();
  });

  it('drops a draft older than the limit, and one the parser refuses', () => {
    const storage = fakeStorage();
    vi.stubGlobal('window', { localStorage: storage });
    writeDraft('user-a', 'entry', 'old', 0);
    expect(readDraft('user-a', 'entry', asText, DRAFT_MAX_AGE_MS)).toBe('old');
    expect(readDraft('user-a', 'entry', asText, DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.length).toBe(0);
    writeDraft('user-a', 'entry', 42, 0);
    expect(readDraft('user-a', 'entry', asText, 1)).toBeNull();
    storage.setItem('wellness.draft.user-a.entry', 'not json');
    expect(readDraft('user-a', 'entry', asText, 1)).toBeNull();
  });

  it('removes a draft written as null, and every draft of one user at sign-out', () => {
    const storage = fakeStorage({ 'wellness.pref.theme': '"dark"' });
    vi.stubGlobal('window', { localStorage: storage });
    writeDraft('user-a', 'entry', 'x', 1);
    writeDraft('user-a', 'entry', null, 2);
    expect(readDraft('user-a', 'entry', asText, 3)).toBeNull();
    writeDraft('user-a', 'entry', 'x', 1);
    writeDraft('user-a', 'picks', 'y', 1);
    writeDraft('user-b', 'entry', 'z', 1);
    writeDraft('user-a', `${OUTBOX_PREFIX}doses`, 'queued dose', 1);
    clearDraftsOf('user-a');
    // What already happened and waits to be sent is not a draft: it stays for the same user's next sign-in.
    expect(readDraft('user-a', `${OUTBOX_PREFIX}doses`, asText, 2)).toBe('queued dose');
    expect(readDraft('user-a', 'entry', asText, 2)).toBeNull();
    expect(readDraft('user-a', 'picks', asText, 2)).toBeNull();
    expect(readDraft('user-b', 'entry', asText, 2)).toBe('z');
    expect(storage.getItem('wellness.pref.theme')).toBe('"dark"');
  });
});
