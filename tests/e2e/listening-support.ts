import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { openNodeDb } from '../../db/client-node';

/** The listening room's spec helpers (listening.spec.ts): the stored recordings, the player and following links. */

export async function audioRows(): Promise<{ id: number; title: string; link: string; category: string; topic: string }[]> {
  const db = openNodeDb(`file:${process.env.E2E_DATA_DIR}/prud.db`);
  try {
    const sql =
      'SELECT id, audio_title AS title, mp3file AS link, category, subcategory AS topic FROM audio WHERE is_draft = 0 ORDER BY id';
    return (await db.$client.execute(sql)).rows as unknown as {
      id: number;
      title: string;
      link: string;
      category: string;
      topic: string;
    }[];
  } finally {
    db.$client.close();
  }
}

export const player = (page: Page) => page.locator('[data-player]');
export const fileIdOf = (link: string) => /\/file\/d\/([\w-]+)/.exec(link)?.[1] ?? '';

/** Starts the first recording shown and marks the player and the window, to tell later whether they survived. */
export async function startFirstRecording(page: Page): Promise<string> {
  await page.goto('/words-of-life');
  const listen = page.locator('#nahravky a[data-listen]').filter({ visible: true }).first();
  const title = (await listen.getAttribute('data-title')) ?? '';
  await listen.click();
  await expect(player(page).locator('[data-player-title]')).toHaveText(title);
  await page.evaluate(() => {
    const w = window as unknown as { __player: Element | null; __frame: Element | null };
    w.__player = document.querySelector('[data-player]');
    w.__frame = document.querySelector('[data-player] iframe');
  });
  return title;
}

/** The same player element (and Drive frame) as when it opened, in the same window: no full load in between. */
export async function expectSamePlayer(page: Page, title: string) {
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { __player?: Element | null; __frame?: Element | null };
      return w.__player === document.querySelector('[data-player]') && w.__frame === document.querySelector('[data-player] iframe');
    }),
  ).toBe(true);
  await expect(player(page).locator('[data-player-title]')).toHaveText(title);
  await expect(player(page)).toHaveCount(1);
}

export async function follow(page: Page, link: Locator, path: string | RegExp) {
  await link.click();
  await page.waitForURL((u) => (typeof path === 'string' ? u.pathname === path : path.test(u.pathname)));
}
