/**
 * Accessibility check with axe-core. The production CSP allows only same-origin scripts, so axe is served
 * from a same-origin URL that the test intercepts, then added with page.addScriptTag and run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type * as Axe from 'axe-core';
import { AXE_SCRIPT, RESULTS_DIR } from './paths.js';

const AXE_URL_PATH = '/__e2e__/axe.min.js';

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  // Routed for the whole context: under a service worker, Chromium may send the request from the worker's thread after
  // the worker lets it pass, and page routes miss those now and then (installable-app.spec.ts failed so in CI).
  await page.context().route(`**${AXE_URL_PATH}`, (route) => route.fulfill({ path: AXE_SCRIPT, contentType: 'text/javascript' }));
  await page.addScriptTag({ url: AXE_URL_PATH });
}

export async function runAxe(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** Fails on serious or critical violations; writes every finding to test-results/axe/<name>.json for review. */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const findings = await runAxe(page);
  const dir = join(RESULTS_DIR, 'axe');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(findings, null, 2)}\n`);
  const serious = findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
  if (serious.length > 0) {
    const summary = serious.map((f) => `${f.impact} ${f.id}: ${f.help} (${f.targets.join(', ')})`).join('\n');
    throw new Error(`axe found serious or critical violations on "${name}":\n${summary}`);
  }
}
