/**
 * The server's own root folder: `src` when it runs from its TypeScript source (vitest), `dist` when built. This module
 * sits one folder below that root (`lib/`), and so does the bundle every module of a built server is bundled into
 * (`dist/bundle/`, build/bundle.mjs), so `../` from here is the root either way. Paths to the server's own files
 * (worker threads' modules) and to the web app's build are taken from it, never from the module that asks, whose
 * place differs between the bundle and the modules tsc built.
 */
import { fileURLToPath } from 'node:url';

export const SERVER_ROOT = new URL('../', import.meta.url);

/** Whether the server runs from its TypeScript source (no build). */
export const RUNS_FROM_SOURCE = import.meta.url.endsWith('.ts');

/** The web app's build (`packages/web/dist`), served unless WEB_DIST_DIR says otherwise. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', SERVER_ROOT));
