/** The browser summaries the Sign-in activity list shows, from real User-Agent headers of current browsers. */
import { describe, expect, it } from 'vitest';
import { BROWSER_SUMMARY_MAX_LENGTH, UNKNOWN_BROWSER } from '@wellness/contract';
import { summarizeUserAgent } from './user-agent-summary.js';

const AGENTS: Array<[string, string]> = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Windows'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on macOS'],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36', 'Chrome on Android'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    'Chrome on iOS',
  ],
  ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70', 'Edge on Windows'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera on Windows'],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    'Firefox on iOS',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on macOS'],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
  ['Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Headless Chrome on Linux'],
];

describe('summarizeUserAgent', () => {
  it.each(AGENTS)('names the browser and system of %s', (header, expected) => {
    expect(summarizeUserAgent(header)).toBe(expected);
  });

  it('says "Unknown browser" for a missing, empty or unrecognised header instead of guessing', () => {
    expect(summarizeUserAgent(undefined)).toBe(UNKNOWN_BROWSER);
    expect(summarizeUserAgent('')).toBe(UNKNOWN_BROWSER);
    expect(summarizeUserAgent('curl/8.5.0')).toBe(UNKNOWN_BROWSER);
    expect(summarizeUserAgent('lightMyRequest')).toBe(UNKNOWN_BROWSER);
  });

  it('keeps the system it did recognise when the browser is unknown', () => {
    expect(summarizeUserAgent('SomeApp/2.0 (Windows NT 10.0; Win64; x64)')).toBe('Unknown browser on Windows');
  });

  it('stays short and fast on a hostile header', () => {
    const hostile = `${'Mozilla/5.0 ('.repeat(20_000)}Firefox/1`;
    const started = performance.now();
    const summary = summarizeUserAgent(hostile);
    expect(performance.now() - started).toBeLessThan(50);
    // The browser token sits beyond the inspected prefix, so it is not claimed.
    expect(summary).toBe(UNKNOWN_BROWSER);
    expect(summary.length).toBeLessThanOrEqual(BROWSER_SUMMARY_MAX_LENGTH);
  });
});
