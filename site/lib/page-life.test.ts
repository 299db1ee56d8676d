// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageSignal } from './page-life';
import { PAGE_LEAVE_EVENT } from './storage-keys';

describe('the life of the page shown', () => {
  it("ends when the player's router swaps in another page, and only then", () => {
    const first = pageSignal();
    let calls = 0;
    addEventListener('storage', () => (calls += 1), { signal: first });
    dispatchEvent(new Event('storage'));
    expect(first.aborted).toBe(false);
    dispatchEvent(new Event(PAGE_LEAVE_EVENT));
    expect(first.aborted).toBe(true);
    dispatchEvent(new Event('storage'));
    expect(calls).toBe(1);
    // The next page's signal lives on until its own end.
    const next = pageSignal();
    expect(next.aborted).toBe(false);
    dispatchEvent(new Event(PAGE_LEAVE_EVENT));
    expect(next.aborted).toBe(true);
  });
});
