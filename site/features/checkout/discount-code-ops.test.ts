import { describe, expect, it } from 'vitest';
import { codeAppliedText } from './discount-code-ops';

describe('the applied code', () => {
  it('names the code (what it takes off is the summary line)', () => {
    expect(codeAppliedText('JAR-2026')).toBe('Zľavový kód JAR-2026 je uplatnený.');
  });
});
