// `npm test`: build, format check, typecheck, lint, the web size budget, unit and API tests (SQLite always, PostgreSQL with TEST_DATABASE_URL),
// then end-to-end tests in Chromium when it is installed (required when CI=true). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
const ci = process.env.CI === 'true';
const bin = (name) => join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(title, command, args) {
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function vitest(title, projects) {
  const out = join(root, 'test-results', `${projects.join('-')}.json`);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  step(title, bin('vitest'), ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
}

console.log('== build');
try {
  buildIfNeeded();
} catch {
  failures.push('build');
}
step('format check (Prettier)', 'npm', ['run', '--silent', 'format:check']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);
step('web size budget (the sign-in screen’s JavaScript)', 'node', ['scripts/check-web-size.mjs']);

if (!process.env.TEST_DATABASE_URL) {
  if (ci) failures.push('PostgreSQL: TEST_DATABASE_URL is not set');
  else console.log('\nNote: TEST_DATABASE_URL is not set; API tests run on SQLite only.');
}
vitest('unit and API tests', ['unit', 'api']);

if (existsSync('/usr/bin/chromium')) {
  vitest('end-to-end tests (Chromium)', ['e2e']);
} else if (ci) {
  failures.push('end-to-end: /usr/bin/chromium is missing');
} else {
  console.log('\nNote: /usr/bin/chromium is not installed; end-to-end tests skipped (apt-get install chromium).');
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
