// `npm run test:e2e`: builds whatever is out of date, then runs the end-to-end project in Chromium.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfNeeded();
const result = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'e2e', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
