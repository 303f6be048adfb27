/**
 * Geometry checks of the phone layout: whether the tab navigation is in reach, and whether the
 * floating help button lies over any control at any scroll position of the page.
 */
import type { Page } from 'playwright-core';

/** What can be clicked or typed in: every button, link, form field and widget role. */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="slider"], [role="checkbox"], [role="radio"], [role="tab"], [tabindex]:not([tabindex="-1"])';

export interface CoveredControl {
  scrollY: number;
  control: string;
}

/**
 * Scrolls the page from top to bottom in steps of a third of the viewport and, at each position, looks for a
 * control that the help button lies over. The boxes are compared first; where a control's box meets the help
 * button's, the points of the overlap are checked with elementsFromPoint, so a control that is behind another
 * fixed layer there (the tab bar it scrolls under, as at the foot of any page) is covered by that layer, not by
 * the help button. Returns every covered control, with the scroll position it was covered at.
 */
export async function controlsUnderHelpButton(page: Page): Promise<CoveredControl[]> {
  return page.evaluate((selector) => {
    const help = document.querySelector<HTMLElement>('button[aria-label="Open help assistant"]');
    if (help === null) throw new Error('The help button is not on the page');
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.trim() ?? '';
      return `${element.tagName.toLowerCase()} "${label.slice(0, 60)}"`;
    };
    const found: Array<{ scrollY: number; control: string }> = [];
    const step = Math.max(100, Math.floor(window.innerHeight / 3));
    const last = document.documentElement.scrollHeight - window.innerHeight;
    const positions: number[] = [];
    for (let y = 0; y < last; y += step) positions.push(y);
    positions.push(Math.max(0, last));
    for (const y of positions) {
      window.scrollTo(0, y);
      const box = help.getBoundingClientRect();
      for (const control of Array.from(document.querySelectorAll(selector))) {
        if (control === help || help.contains(control)) continue;
        const rect = control.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right);
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom);
        if (right <= left || bottom <= top) continue;
        // Sample the overlap on a 3×3 grid: covered where the help button is on top and only its own ancestors lie
        // between it and the control.
        let covered = false;
        for (const fx of [0.1, 0.5, 0.9]) {
          for (const fy of [0.1, 0.5, 0.9]) {
            const stack = document.elementsFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
            const helpAt = stack.findIndex((element) => element === help || help.contains(element));
            const controlAt = stack.findIndex((element) => element === control || control.contains(element));
            if (helpAt === -1 || controlAt === -1 || controlAt < helpAt) continue;
            const between = stack.slice(helpAt + 1, controlAt);
            if (between.every((element) => element.contains(help))) covered = true;
          }
        }
        if (covered) found.push({ scrollY: y, control: describe(control) });
      }
    }
    window.scrollTo(0, 0);
    return found;
  }, INTERACTIVE);
}

/** Whether every link of the main navigation is inside the viewport and on top at its centre (not scrolled away, not covered). */
export async function navigationInReach(page: Page): Promise<{ inReach: boolean; detail: string[] }> {
  return page.evaluate(() => {
    const links = Array.from(document.querySelectorAll<HTMLElement>('nav[aria-label="Main"] a[href]'));
    const detail: string[] = [];
    for (const link of links) {
      const rect = link.getBoundingClientRect();
      const inside = rect.top >= 0 && rect.bottom <= window.innerHeight && rect.left >= 0 && rect.right <= window.innerWidth && rect.height > 0;
      const top = inside ? document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) : null;
      const onTop = top !== null && (top === link || link.contains(top));
      if (!inside || !onTop) detail.push(`${link.innerText.trim()}: top ${Math.round(rect.top)}, bottom ${Math.round(rect.bottom)}, on top ${String(onTop)}`);
    }
    return { inReach: links.length === 5 && detail.length === 0, detail: links.length === 5 ? detail : [`${links.length} links`] };
  });
}
