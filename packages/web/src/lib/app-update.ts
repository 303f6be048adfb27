/**
 * The installable app's update flow: registers the service worker (src/service-worker/sw.ts)
 * in the built app, and when a new version has installed beside the running one, holds the action that applies
 * it until the user chooses "Reload to update". The page reloads only after that choice, never on the first
 * install (when the new worker merely takes control of a page that is already current).
 */
import { useSyncExternalStore } from 'react';

/** The word the worker waits for before taking over (src/service-worker/sw.ts listens for the same). */
export const SKIP_WAITING_MESSAGE = 'skip-waiting';
export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open app asks whether a new version was deployed (browsers also check on every navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The parts of the browser's service-worker objects this flow uses, so the logic is testable without one. */
export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}
export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}
export interface ContainerLike {
  controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

type Listener = () => void;
let pending: (() => void) | null = null;
const listeners = new Set<Listener>();

function setPending(apply: (() => void) | null): void {
  pending = apply;
  for (const listener of listeners) listener();
}

/** The action that applies a waiting update, or null when the app is current. */
export function pendingAppUpdate(): (() => void) | null {
  return pending;
}

export function useAppUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pendingAppUpdate,
    () => null,
  );
}

/** Drops the offer for this page ("Later"); the new version still starts when every tab of the app has closed. */
export function dismissAppUpdate(): void {
  setPending(null);
}

/**
 * Watches a registration: an update that finishes installing while a worker already controls the page is
 * offered; applying it tells the waiting worker to take over, and its taking control reloads the page once.
 */
export function watchForUpdates(registration: RegistrationLike, container: ContainerLike, reload: () => void): void {
  let accepted = false;
  const offer = (worker: WorkerLike) =>
    setPending(() => {
      accepted = true;
      worker.postMessage(SKIP_WAITING_MESSAGE);
    });

  // A worker offered once it has installed; one already installing when watching begins (its updatefound came
  // before this listener) is followed too, or the offer would stay with the worker it replaces.
  const follow = (installing: WorkerLike | null) => {
    if (installing === null) return;
    installing.addEventListener('statechange', () => {
      if (installing.state !== 'installed' || container.controller === null) return;
      // The user already chose to update, and this newer version replaced the one they chose: apply it too.
      if (accepted) installing.postMessage(SKIP_WAITING_MESSAGE);
      else offer(installing);
    });
  };
  if (registration.waiting !== null && container.controller !== null) offer(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  container.addEventListener('controllerchange', () => {
    if (!accepted) return;
    accepted = false;
    reload();
  });
}

/**
 * In the built app only: the dev server serves sources that change on every save and has no worker to build. Called once
 * the first screen has loaded (main.tsx): the worker's install downloads and stores the whole build, which during the
 * load took a slow phone's processor and network from the screen being opened (after-network-quiet.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container
    .register(SERVICE_WORKER_URL)
    .then((registration) => {
      watchForUpdates(registration, container, () => window.location.reload());
      window.setInterval(() => {
        registration.update().catch((error: unknown) => console.warn('Could not check for a new version', error));
      }, UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.error('The app could not be made available offline', error));
}
