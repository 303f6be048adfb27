// `npm run lighthouse`: Lighthouse's mobile profile against the built app, on the signed-out page and on the Daily
// tab signed in. Starts the built server on a free port with a fresh SQLite database, registers and
// verifies a user through the API (the link comes from the mail outbox) and signs in, puts that user's cookies into
// a Chromium that Lighthouse then drives (without resetting storage), so the app restores the session on load
// exactly as after a reload. Reports go to test-results/lighthouse/.
//
// Lighthouse is not a dependency of the project: it is large (puppeteer, Sentry, trace engine) and only this script
// needs it, so `npx` fetches the pinned version on first use. 12.x is the last line that runs on Node 20.
// Scores depend on the machine: run it on an otherwise idle one. The same build's Daily score moves by ten points
// from one run to the next here (its blocking time most), so each page is measured LIGHTHOUSE_RUNS times (default 5)
// and the median run is reported, with the range; every run's report and trace stay in test-results/lighthouse/.
// One unmeasured signed-in load comes before the Daily tab's runs, so none of them meets a server whose API has not
// answered a load yet (`warmUp`).
// A phone has an emoji font; a machine without one spends some 15 ms of each page's first layout of an emoji
// searching every font for the glyph (the Daily tab's focus aids are emoji), so the script says when none is found
// (`apt-get install fonts-noto-color-emoji`).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from './build-if-needed.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = '/usr/bin/chromium';
const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a positive whole number');

function hasEmojiFont() {
  try {
    return /emoji/i.test(execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet: try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy within 30 s');
}

async function post(baseURL, path, body, headers = {}) {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: baseURL, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The text of the mail sent to `email`: the server sends it from its outbox after answering, so wait up to 10 s. */
async function mailTo(outboxDir, email) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir) : [];
    const mail = files
      .map((file) =>
        readFileSync(join(outboxDir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .find((text) => text.includes(email));
    if (mail !== undefined) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/** A new user, registered and verified through the API (the link comes from the mail outbox). */
async function registerVerifiedUser(baseURL, outboxDir) {
  const email = `lighthouse-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Calm-River7!lighthouse';
  // In the machine's own zone, which is the browser's: a phone is normally where its owner's profile says. A profile
  // in another zone is a phone abroad, whose first load in a fresh browser reads its days in the device's zone until
  // the profile answers, then again in the profile's (later loads remember it, lib/remembered-zone.ts); with New York
  // here, Lighthouse measured that case for five hours of each UTC day and the usual one for the rest.
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  await post(baseURL, '/auth/register', { name: 'Lighthouse', email, password, timezone });
  const token = (await mailTo(outboxDir, email))?.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (token === undefined) throw new Error('No verification link in the outbox');
  await post(baseURL, `/auth/verify-email/${token}`);
  return { email, password };
}

/** The cookies (name and value of each) a browser holds after signing in as `user`. */
async function signedInCookies(baseURL, { email, password }) {
  const login = await post(baseURL, '/auth/login', { email, password });
  const cookies = login.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, value] = pair.split('=');
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    return { name, value, domain: '127.0.0.1', path, httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'), sameSite: 'Strict' };
  });
  if (cookies.length === 0) throw new Error('Sign-in set no cookie');
  return cookies;
}

/** A Chromium with a debugging port holding the given cookies, for Lighthouse to drive. */
async function chromiumWithCookies(cookies) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'wellness-lighthouse-profile-'));
  // Its own process group, so that stopping it reaches its helper processes (zygote, renderers, GPU) too.
  const browser = spawn(
    CHROMIUM,
    ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve, reject) => {
    browser.once('exit', resolve);
    browser.once('error', reject);
  });
  const stop = async () => {
    await stopped(browser, exited);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const connection = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    await connection.contexts()[0].addCookies(cookies);
    await connection.close();
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/**
 * One signed-in load of the Daily tab before anything is measured, in a browser of its own, unmeasured. A server that
 * has just started answers its first Daily load with some 250 ms of its own CPU time (its modules loaded on first use,
 * its code not yet compiled) against 60-90 ms for every later one, on the same two cores as the browser, so the first
 * measured run scored 5-10 points below the others. A deployed server has answered many loads before a user's; how
 * fast it starts is the start bench's figure (docs/performance.md).
 */
async function warmUp(baseURL, cookies) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const dailyRead = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/daily/') && response.ok());
    await page.goto(`${baseURL}/daily`);
    await dailyRead;
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
  }
}

/**
 * Ends a browser this script started, with its whole process group, and waits until it has exited (SIGKILL after
 * 10 s): a browser still shutting down (closing its processes, writing its profile) took the cores from the next
 * run's load, which began at once.
 */
async function stopped(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch (error) {
      // The group has gone already: nothing left to stop.
      if (error.code !== 'ESRCH') throw error;
    }
  };
  const kill = setTimeout(() => signal('SIGKILL'), 10_000);
  signal('SIGTERM');
  try {
    await exited;
  } finally {
    clearTimeout(kill);
  }
}

function runLighthouse(url, name, chromePort) {
  const output = join(reports, name);
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output=html',
    `--output-path=${output}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--quiet',
    '--save-assets',
  ];
  if (chromePort !== undefined) args.push(`--port=${chromePort}`, '--disable-storage-reset');
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM } });
  if (result.status !== 0) return null;
  const report = JSON.parse(readFileSync(`${output}.report.json`, 'utf8'));
  return {
    name,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(report.categories[id].score * 100)])),
    metrics: Object.fromEntries(METRICS.map((id) => [id, report.audits[id].displayValue])),
  };
}

/**
 * Runs Lighthouse RUNS times on one page, each in a fresh browser (`open` gives its debugging port and how to stop
 * it; none for the signed-out page, which Lighthouse opens itself), so no run finds the service worker or the cache
 * an earlier one left: every run is a cold load. The run with the median performance score stands for the page.
 */
async function measure(url, name, open = async () => ({ port: undefined, stop: async () => undefined })) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more attempt, in another fresh browser.
    let result = null;
    for (let attempt = 1; attempt <= 2 && result === null; attempt += 1) {
      const browser = await open();
      try {
        result = runLighthouse(url, `${name}-${run}`, browser.port);
      } finally {
        await browser.stop();
      }
    }
    if (result === null) throw new Error(`Lighthouse failed twice on ${url}`);
    runs.push(result);
  }
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, range: `${sorted[0].scores.performance}-${sorted.at(-1).scores.performance}` };
}

buildIfNeeded();
mkdirSync(reports, { recursive: true });
if (!hasEmojiFont()) console.warn('No emoji font found (fc-list): the Daily tab will be slower here than on a phone. apt-get install fonts-noto-color-emoji');
const dir = mkdtempSync(join(tmpdir(), 'wellness-lighthouse-'));
const outboxDir = join(dir, 'outbox');
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'wellness.db')}`,
    MAIL_OUTBOX_DIR: outboxDir,
    APP_URL: baseURL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // One sign-in per run, more than the sign-in rate limit allows from one address; this server is for measuring.
    RATE_LIMIT_AUTH: 'off',
  },
});
try {
  await waitForHealth(baseURL);
  const signedOut = await measure(`${baseURL}/`, 'signed-out');
  const user = await registerVerifiedUser(baseURL, outboxDir);
  await warmUp(baseURL, await signedInCookies(baseURL, user));
  // A fresh sign-in for each run: restoring the session rotates the refresh cookie, so one run's cookies are spent.
  const daily = await measure(`${baseURL}/daily`, 'daily-signed-in', async () => chromiumWithCookies(await signedInCookies(baseURL, user)));
  const requests = JSON.parse(readFileSync(join(reports, `${daily.name}.report.json`), 'utf8')).audits['network-requests'].details.items;
  if (!requests.some((request) => new URL(request.url).pathname.startsWith('/api/daily'))) throw new Error('The signed-in run did not reach the Daily tab');
  console.log(`\nLighthouse, mobile profile, median of ${RUNS} runs (scores out of 100):`);
  console.log(`| page | ${CATEGORIES.join(' | ')} | performance range | ${METRICS.join(' | ')} |`);
  console.log(`|---|${[...CATEGORIES, 'range', ...METRICS].map(() => '---').join('|')}|`);
  for (const [page, result] of [
    ['signed out (/)', signedOut],
    ['Daily, signed in', daily],
  ]) {
    console.log(
      `| ${page} | ${CATEGORIES.map((id) => result.scores[id]).join(' | ')} | ${result.range} | ${METRICS.map((id) => result.metrics[id]).join(' | ')} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
