/** Paths the end-to-end harness needs, relative to the repository root. */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_MAIN = join(REPO_ROOT, 'packages/server/dist/main.js');
export const WEB_INDEX = join(REPO_ROOT, 'packages/web/dist/index.html');
export const RESULTS_DIR = join(REPO_ROOT, 'test-results');
export const SCREENSHOTS_DIR = join(RESULTS_DIR, 'screenshots');
export const AXE_SCRIPT = join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');
