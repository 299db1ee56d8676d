import { rmSync } from 'node:fs';
import { E2E_SHOPS } from './shops';

/** Stops a server global setup started (its whole process group: the server and its build), bounded. */
async function stopGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(-pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      return;
    }
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* stopped */
  }
}

/** Stops the shops that global setup started, the OpenID provider and the Packeta stand-in, removes the data. */
export default async function globalTeardown() {
  await (globalThis as { prudE2eIdp?: { stop(): Promise<void> } }).prudE2eIdp?.stop();
  await (globalThis as { prudE2ePacketa?: { close(): Promise<void> } }).prudE2ePacketa?.close();
  await Promise.all(
    Object.values(E2E_SHOPS).map(async (shop) => {
      const pid = Number(process.env[shop.pid]);
      if (pid) await stopGroup(pid);
      const dir = process.env[shop.dataDir];
      if (dir && !process.env.E2E_KEEP_DATA) rmSync(dir, { recursive: true, force: true });
    }),
  );
}
