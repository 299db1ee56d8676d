import { afterEach } from 'vitest';
import { testClock } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/**
 * For tests that move the clock (limits per hour, windows): each test gets an app and a clock of its own, closed
 * after it. Call at the top of the file; the returned function makes the test's app.
 */
export function clockedAppPerTest(): () => Promise<{ t: TestApp; clock: ReturnType<typeof testClock> }> {
  const open: TestApp[] = [];
  afterEach(async () => {
    for (const t of open.splice(0)) await t.close();
  });
  return async () => {
    const clock = testClock();
    const t = await createTestApp({ now: clock.now });
    open.push(t);
    return { t, clock };
  };
}
