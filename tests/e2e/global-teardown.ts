import { rmSync } from 'node:fs';

/** Stops the server that global setup started (its whole process group), the OpenID provider and the Packeta stand-in, removes the data. */
export default async function globalTeardown() {
  await (globalThis as { prudE2eIdp?: { stop(): Promise<void> } }).prudE2eIdp?.stop();
  await (globalThis as { prudE2ePacketa?: { close(): Promise<void> } }).prudE2ePacketa?.close();
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    for (let i = 0; i < 50; i++) {
      try {
        process.kill(-pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      } catch {
        break;
      }
    }
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* stopped */
    }
  }
  if (process.env.E2E_DATA_DIR && !process.env.E2E_KEEP_DATA) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
