/**
 * A coarse "Browser on OS" summary of a User-Agent header, so a user can tell their logins (sign-in activity) and
 * their push-subscribed devices apart; shared, as two features name devices this way. Deliberately small (no
 * version numbers, no device models): only the summary is stored, never the header itself. Anything not
 * recognised says so plainly rather than guessing.
 */
import { BROWSER_SUMMARY_MAX_LENGTH, UNKNOWN_BROWSER } from '@wellness/contract';

/** Longer headers are cut before matching; every token we look for sits well within this. */
const MAX_INSPECTED_LENGTH = 512;

/** First match wins, so browsers built on others (Edge, Opera, Samsung on Chrome) come before what they mimic. */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  // Safari last: nearly every browser above also says "Safari/". Real Safari carries "Version/".
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iOS and Android before macOS and Linux, whose names they contain ("like Mac OS X", "Linux; Android"). */
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(text: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null {
  for (const [pattern, name] of table) if (pattern.test(text)) return name;
  return null;
}

/** E.g. "Chrome on Windows", "Safari on iOS", "Firefox", "Unknown browser on Linux", "Unknown browser". */
export function summarizeUserAgent(header: string | undefined): string {
  const text = (header ?? '').slice(0, MAX_INSPECTED_LENGTH);
  const browser = firstMatch(text, BROWSERS) ?? UNKNOWN_BROWSER;
  const system = firstMatch(text, SYSTEMS);
  const summary = system === null ? browser : `${browser} on ${system}`;
  return summary.slice(0, BROWSER_SUMMARY_MAX_LENGTH);
}
