import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_CHUNK_MODULES, SHELL_CHUNK_TEST } from './shell-chunk';

describe('the shell chunk', () => {
  it('names modules that exist (a moved module would silently leave the chunk)', () => {
    for (const path of SHELL_CHUNK_MODULES) expect(existsSync(path), path).toBe(true);
  });

  it('matches their ids with either slash and nothing beside them', () => {
    expect(SHELL_CHUNK_TEST.test('/work/site/lib/cart/cart-ops.ts')).toBe(true);
    expect(SHELL_CHUNK_TEST.test('C:\\work\\site\\lib\\session.ts')).toBe(true);
    expect(SHELL_CHUNK_TEST.test('\0vite/preload-helper.js')).toBe(true);
    expect(SHELL_CHUNK_TEST.test('/work/site/lib/session-ask.ts')).toBe(false);
    expect(SHELL_CHUNK_TEST.test('/work/site/lib/cart/cart-ops.test.ts')).toBe(false);
    expect(SHELL_CHUNK_TEST.test('/work/site/features/cart/cart-ops.ts')).toBe(false);
    expect(SHELL_CHUNK_TEST.test('/work/site/lib/sessionXts')).toBe(false);
  });
});
