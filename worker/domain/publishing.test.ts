import { describe, expect, it } from 'vitest';
import { IDLE_PUBLISH_STATE, publishLabel, type PublishState } from './publishing';

const at = (s: Partial<PublishState>): PublishState => ({ ...IDLE_PUBLISH_STATE, ...s });

// The same Bratislava day as the times below ('dnes'), and one a day later (the date).
const SAME_DAY = new Date('2026-11-25T20:00:00Z');
const NEXT_DAY = new Date('2026-11-26T08:00:00Z');

describe('publishLabel', () => {
  it('says what the admin needs in every phase', () => {
    expect(publishLabel(IDLE_PUBLISH_STATE)).toBe('Stránka je aktuálna.');
    expect(publishLabel(at({ phase: 'waiting' }))).toBe('Zmeny čakajú na zverejnenie…');
    expect(publishLabel(at({ phase: 'failed' }))).toBe('Zverejnenie zlyhalo. Stránka ostáva v predchádzajúcej podobe.');
    // Bratislava's clock (UTC+1 in winter), whatever the server's zone.
    expect(publishLabel(at({ phase: 'done', mode: 'local-build', finishedAt: '2026-11-25T13:03:12Z' }), SAME_DAY)).toBe(
      'Zverejnené dnes o 14:03',
    );
    expect(publishLabel(at({ phase: 'done', mode: 'local-build', finishedAt: '2026-11-25T13:03:12Z' }), NEXT_DAY)).toBe(
      'Zverejnené 25. 11. 2026 o 14:03',
    );
    // 23:30 UTC is already the next day in Bratislava: 'dnes' follows the shop's calendar, not the server's.
    expect(publishLabel(at({ phase: 'done', mode: 'local-build', finishedAt: '2026-11-25T23:30:00Z' }), NEXT_DAY)).toBe(
      'Zverejnené dnes o 00:30',
    );
    // A deploy hook: live when the build service reported its end, otherwise only known to have started.
    expect(
      publishLabel(
        at({ phase: 'done', mode: 'deploy-hook', startedAt: '2026-11-25T13:01:00Z', finishedAt: '2026-11-25T13:03:12Z' }),
        SAME_DAY,
      ),
    ).toBe('Zverejnené dnes o 14:03');
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook', startedAt: '2026-11-25T13:01:00Z', finishedAt: null }), NEXT_DAY)).toBe(
      'Zverejnenie spustené 25. 11. 2026 o 14:01',
    );
    expect(publishLabel(at({ phase: 'building', mode: 'deploy-hook' }))).toBe('Zverejňuje sa…');
  });

  it('leaves the time out rather than inventing one', () => {
    expect(publishLabel(at({ phase: 'done', mode: 'local-build' }), SAME_DAY)).toBe('Zverejnené');
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook' }), SAME_DAY)).toBe('Zverejnenie spustené');
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook', finishedAt: '2026-11-25T13:03:12Z' }), SAME_DAY)).toBe(
      'Zverejnené dnes o 14:03',
    );
  });

  it('says whether the last publish wrote the changed pages only or the whole site', () => {
    const done = { phase: 'done', mode: 'local-build', finishedAt: '2026-11-25T13:03:12Z' } as const;
    expect(publishLabel(at({ ...done, build: 'changed', pages: 6 }), SAME_DAY)).toBe('Zverejnené dnes o 14:03 (zmenené stránky: 6)');
    expect(publishLabel(at({ ...done, build: 'changed', pages: null }), SAME_DAY)).toBe('Zverejnené dnes o 14:03 (zmenené stránky: 0)');
    expect(publishLabel(at({ ...done, build: 'full', pages: 812 }), SAME_DAY)).toBe('Zverejnené dnes o 14:03 (celá stránka)');
    expect(publishLabel(at({ ...done, build: null, pages: null }), SAME_DAY)).toBe('Zverejnené dnes o 14:03');
    // Only a finished publish says what it wrote.
    expect(publishLabel(at({ ...done, phase: 'building', build: 'changed', pages: 6 }))).toBe('Zverejňuje sa…');
    expect(
      publishLabel(at({ ...done, mode: 'deploy-hook', finishedAt: null, startedAt: '2026-11-25T13:01:00Z', build: 'full' }), SAME_DAY),
    ).toBe('Zverejnenie spustené dnes o 14:01');
  });
});
