import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the fit-the-screen and staff-navigation specs (screen-fit.spec.ts, staff-nav.spec.ts). */

export const LAPTOP = { width: 1280, height: 800 };

/** Screenshots for people to look at: outside the repo. */
const LAYOUT_SHOTS = '/tmp/shots16-layout';

export async function layoutShot(page: Page, name: string): Promise<void> {
  mkdirSync(LAYOUT_SHOTS, { recursive: true });
  await page.screenshot({ path: `${LAYOUT_SHOTS}/${name}.png`, fullPage: true });
}

interface Misfit {
  what: string;
  left: number;
  right: number;
  /** The visible span: the viewport, narrowed by every ancestor that clips or scrolls. */
  visibleLeft: number;
  visibleRight: number;
}

/**
 * Every link and button of the page's content that a person cannot fully see without scrolling sideways: outside
 * the viewport, or cut off by an ancestor that clips or scrolls (an action hidden inside a table's scroll box is
 * as lost as one off the screen). The admin menu's row of links on a phone is a deliberate sideways scroller
 * (it scrolls the current page into view), so it is left out; so is anything not rendered.
 */
function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(() => {
    const out: Misfit[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main a, main button')) {
      if (el.closest('.admin-nav')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      let visibleLeft = 0;
      let visibleRight = document.documentElement.clientWidth;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible') continue;
        const ar = a.getBoundingClientRect();
        visibleLeft = Math.max(visibleLeft, ar.left);
        visibleRight = Math.min(visibleRight, ar.right);
      }
      if (r.left < visibleLeft - 0.5 || r.right > visibleRight + 0.5) {
        out.push({
          what: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
          left: r.left,
          right: r.right,
          visibleLeft,
          visibleRight,
        });
      }
    }
    return out;
  });
}

/** The page does not scroll sideways and every link and button of its content is fully visible. */
export async function expectFits(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const se = document.scrollingElement!;
    return { scrollWidth: se.scrollWidth, clientWidth: se.clientWidth };
  });
  expect(scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  expect(await misfits(page), `${label}: links or buttons cut off`).toEqual([]);
}

/** Today on the shop's calendar as a Slovak reader writes it (`5. 3. 2026`), computed here, not by the shop's code. */
export function todayInBratislava(): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  );
  return `${Number(p.day)}. ${Number(p.month)}. ${p.year}`;
}
