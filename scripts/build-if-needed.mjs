// Builds what is missing or older than its sources: the contract and server (tsc -b is incremental), the server's
// bundle (packages/server/build/bundle.mjs, which skips a current one) and the web app.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(command, args) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
}

export function buildIfNeeded({ force = false } = {}) {
  run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/server']);
  run(process.execPath, [join(root, 'packages/server/build/bundle.mjs'), ...(force ? ['--force'] : [])]);
  const webIndex = join(root, 'packages/web/dist/index.html');
  const webSources = [
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/web/build',
    'packages/web/public',
    'packages/contract/src',
  ].map((p) => newestMtime(join(root, p)));
  const built = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
  if (force || built === 0 || Math.max(...webSources) > built) {
    console.log('Building the web app…');
    run('npm', ['run', 'build', '--silent', '-w', 'packages/web']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') });
