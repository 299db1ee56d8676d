import { describe, expect, it } from 'vitest';
import { codeAppliedText } from './discount-code-ops';

describe('the applied code', () => {
  it('says what the server took off, or just the code while asking', () => {
    expect(codeAppliedText('JAR-2026', 4.1)).toBe('Zľavový kód JAR-2026: −4,10\u00a0€');
    expect(codeAppliedText('JAR-2026', null)).toBe('Zľavový kód JAR-2026');
  });
});
