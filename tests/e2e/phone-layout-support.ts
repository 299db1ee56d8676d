import type { Locator, Page } from '@playwright/test';
import { expect, PHONE } from './fixtures';

/** Helpers of the phone layout specs (phone-layout-*.spec.ts). */

/** Where an element is on screen (the viewport's coordinates). */
export const box = async (l: Locator) => (await l.boundingBox())!;
export const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** Sum of the layout shifts the page reported so far (the observer is installed before the page's own scripts). */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}
