import { describe, expect, it } from 'vitest';
import { IDLE_PUBLISH_STATE, publishLabel, type PublishState } from './publishing';

const at = (s: Partial<PublishState>): PublishState => ({ ...IDLE_PUBLISH_STATE, ...s });

describe('publishLabel', () => {
  it('says what the admin needs in every phase', () => {
    expect(publishLabel(IDLE_PUBLISH_STATE)).toBe('Stránka je aktuálna.');
    expect(publishLabel(at({ phase: 'waiting' }))).toBe('Zmeny čakajú na zverejnenie…');
    expect(publishLabel(at({ phase: 'failed' }))).toBe('Zverejnenie zlyhalo. Stránka ostáva v predchádzajúcej podobe.');
    // Bratislava's clock (UTC+1 in winter), whatever the server's zone.
    expect(publishLabel(at({ phase: 'done', mode: 'local-build', finishedAt: '2026-11-25T13:03:12Z' }))).toBe('Zverejnené o 14:03:12');
    // A deploy hook: live when the build service reported its end, otherwise only known to have started.
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook', startedAt: '2026-11-25T13:01:00Z', finishedAt: '2026-11-25T13:03:12Z' }))).toBe('Zverejnené o 14:03:12');
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook', startedAt: '2026-11-25T13:01:00Z', finishedAt: null }))).toBe('Zverejnenie spustené o 14:01:00');
    expect(publishLabel(at({ phase: 'building', mode: 'deploy-hook' }))).toBe('Zverejňuje sa…');
  });

  it('leaves the time out rather than inventing one', () => {
    expect(publishLabel(at({ phase: 'done', mode: 'local-build' }))).toBe('Zverejnené o ');
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook' }))).toBe('Zverejnenie spustené o ');
    expect(publishLabel(at({ phase: 'done', mode: 'deploy-hook', finishedAt: '2026-11-25T13:03:12Z' }))).toBe('Zverejnené o 14:03:12');
  });
});
