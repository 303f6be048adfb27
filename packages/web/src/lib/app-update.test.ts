import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissAppUpdate,
  pendingAppUpdate,
  SKIP_WAITING_MESSAGE,
  watchForUpdates,
  type ContainerLike,
  type RegistrationLike,
  type WorkerLike,
} from './app-update';

class FakeWorker implements WorkerLike {
  state = 'installing';
  messages: unknown[] = [];
  private listeners: (() => void)[] = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void): void {
    this.listeners.push(listener);
  }
  become(state: string): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements RegistrationLike {
  waiting: WorkerLike | null = null;
  installing: FakeWorker | null = null;
  private listeners: (() => void)[] = [];
  update(): Promise<unknown> {
    return Promise.resolve(undefined);
  }
  addEventListener(_type: 'updatefound', listener: () => void): void {
    this.listeners.push(listener);
  }
  found(worker: FakeWorker): void {
    this.installing = worker;
    for (const listener of this.listeners) listener();
  }
}

class FakeContainer implements ContainerLike {
  private listeners: (() => void)[] = [];
  constructor(public controller: unknown) {}
  addEventListener(_type: 'controllerchange', listener: () => void): void {
    this.listeners.push(listener);
  }
  changeController(): void {
    this.controller = {};
    for (const listener of this.listeners) listener();
  }
}

afterEach(() => dismissAppUpdate());

describe('the app update flow', () => {
  it('offers nothing on the first install, and does not reload when the first worker takes control', () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(null);
    const reload = vi.fn();
    watchForUpdates(registration, container, reload);
    const first = new FakeWorker();
    registration.found(first);
    first.become('installed');
    container.changeController();
    expect(pendingAppUpdate()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version installed beside the running one, and reloads once only after the user applies it', () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer({});
    const reload = vi.fn();
    watchForUpdates(registration, container, reload);
    const next = new FakeWorker();
    registration.found(next);
    expect(pendingAppUpdate()).toBeNull();
    next.become('installed');

    const apply = pendingAppUpdate();
    expect(apply).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
    apply?.();
    expect(next.messages).toEqual([SKIP_WAITING_MESSAGE]);
    container.changeController();
    container.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened; "Later" withdraws the offer', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    registration.waiting = waiting;
    watchForUpdates(registration, new FakeContainer({}), vi.fn());
    expect(pendingAppUpdate()).not.toBeNull();
    dismissAppUpdate();
    expect(pendingAppUpdate()).toBeNull();
  });

  it('follows a newer version that was already installing when the page began watching, and applies that one', () => {
    const registration = new FakeRegistration();
    const older = new FakeWorker();
    older.state = 'installed';
    registration.waiting = older;
    const newer = new FakeWorker();
    // Its updatefound event fired before the page's listener existed.
    registration.installing = newer;
    const container = new FakeContainer({});
    const reload = vi.fn();
    watchForUpdates(registration, container, reload);
    newer.become('installed');
    older.become('redundant');
    pendingAppUpdate()?.();
    expect(newer.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(older.messages).toEqual([]);
    container.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('applies a newer version at once when it replaces the one the user already chose to apply', () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer({});
    const reload = vi.fn();
    watchForUpdates(registration, container, reload);
    const first = new FakeWorker();
    registration.found(first);
    first.become('installed');
    pendingAppUpdate()?.();
    // Before the first could take over, a newer one installed and replaced it.
    const newer = new FakeWorker();
    registration.found(newer);
    first.become('redundant');
    newer.become('installed');
    expect(newer.messages).toEqual([SKIP_WAITING_MESSAGE]);
    container.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends the word the service worker waits for', () => {
    const worker = readFileSync(new URL('../service-worker/sw.ts', import.meta.url), 'utf8');
    expect(worker).toContain(`const SKIP_WAITING_MESSAGE = '${SKIP_WAITING_MESSAGE}';`);
  });
});
