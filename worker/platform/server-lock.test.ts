import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeServerLock, runningServer, writeServerLock } from './server-lock';

const dir = mkdtempSync(join(tmpdir(), 'prud-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const lock = (pid: number) => ({ pid, url: 'http://localhost:4321', startedAt: '2026-11-26T08:15:00.000Z' });

describe('the server lock of the data folder', () => {
  it('names the running server while its process lives', () => {
    expect(runningServer(dir)).toBeNull();
    writeServerLock(dir, lock(process.pid));
    expect(runningServer(dir)).toEqual(lock(process.pid));
  });

  it('is not removed by another process, and removed by its own', () => {
    removeServerLock(dir, process.pid + 1);
    expect(existsSync(join(dir, 'server.pid'))).toBe(true);
    removeServerLock(dir);
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('left behind by a crash (its process gone) or unreadable, blocks nothing', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeServerLock(dir, lock(gone));
    expect(runningServer(dir)).toBeNull();
    writeFileSync(join(dir, 'server.pid'), 'not json');
    expect(runningServer(dir)).toBeNull();
  });
});
