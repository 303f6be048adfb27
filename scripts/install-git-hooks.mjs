/**
 * Run by `npm install` (the `prepare` script): points git at scripts/git-hooks, so the commit-msg check runs for
 * everyone who works in a clone. Outside a git checkout (a tarball, a Docker build) or without git it does nothing:
 * installing must never fail over a hook.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('.git')) {
  const result = spawnSync('git', ['config', 'core.hooksPath', 'scripts/git-hooks'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) console.warn('Could not enable the git hooks in scripts/git-hooks (is git installed?).');
}
