import { describe, expect, it } from 'vitest';
import { IDLE_PUBLISH_STATE, publishLabel, type PublishState } from '~/worker/domain/publishing';
import { publishBarView } from './publish-status';

const at = (over: Partial<PublishState>): PublishState => ({ ...IDLE_PUBLISH_STATE, mode: 'local-build', ...over });

describe('publishing bar', () => {
  it('stays hidden until something was published', () => {
    expect(publishBarView(at({})).hidden).toBe(true);
  });

  it('shows waiting and building as information with progress in percent', () => {
    expect(publishBarView(at({ phase: 'waiting' }))).toMatchObject({
      hidden: false,
      kind: 'info',
      busy: true,
      text: 'Zmeny čakajú na zverejnenie…',
    });
    expect(publishBarView(at({ phase: 'building', progress: { done: 50, total: 200 } })).text).toBe('Zverejňuje sa… 25 %');
    // Never 100 % before the swap; no percent without a total.
    expect(publishLabel(at({ phase: 'building', progress: { done: 200, total: 200 } }))).toBe('Zverejňuje sa… 99 %');
    expect(publishLabel(at({ phase: 'building', progress: { done: 3, total: 0 } }))).toBe('Zverejňuje sa…');
  });

  it('done is green with the time in Bratislava, failure red', () => {
    expect(publishBarView(at({ phase: 'done', finishedAt: '2026-11-23T13:03:12.000Z' }), new Date('2026-11-23T15:00:00Z'))).toMatchObject({
      kind: 'success',
      busy: false,
      text: 'Zverejnené dnes o 14:03',
    });
    // Summer time (UTC+2); another day than today shows its date.
    const later = new Date('2026-07-03T08:00:00Z');
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook', startedAt: '2026-07-01T08:00:00.000Z' }), later)).toBe(
      'Zverejnenie spustené 1. 7. 2026 o 10:00',
    );
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook', finishedAt: '2026-07-01T08:04:00.000Z' }), later)).toBe(
      'Zverejnené 1. 7. 2026 o 10:04',
    );
    expect(publishBarView(at({ phase: 'failed', logTail: 'x' }))).toMatchObject({
      kind: 'error',
      text: 'Zverejnenie zlyhalo. Stránka ostáva v predchádzajúcej podobe.',
    });
  });
});
