import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * `<dataDir>/server.pid`: written by `npm start` once it listens, removed when it stops. `npm run restore` reads it
 * to refuse replacing the data of a running shop. A pid file names the data folder in use (a port does not: a
 * second installation may listen elsewhere on the same files), and a file left by a crash (kill -9, power loss)
 * names a process that no longer exists, so it does not block a restore.
 */
const LOCK_FILE = 'server.pid';

export interface ServerLock {
  pid: number;
  url: string;
  startedAt: string;
}

export function writeServerLock(dataDir: string, lock: ServerLock): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(resolve(dataDir, LOCK_FILE), `${JSON.stringify(lock)}\n`);
}

/** Removes the lock if it is still this process's (a second server on the same folder may have written its own). */
export function removeServerLock(dataDir: string, pid = process.pid): void {
  if (readServerLock(dataDir)?.pid === pid) rmSync(resolve(dataDir, LOCK_FILE), { force: true });
}

/** The server that holds the data folder now, or null when none does (no file, or its process is gone). */
export function runningServer(dataDir: string): ServerLock | null {
  const lock = readServerLock(dataDir);
  return lock && processAlive(lock.pid) ? lock : null;
}

function readServerLock(dataDir: string): ServerLock | null {
  try {
    const lock = JSON.parse(readFileSync(resolve(dataDir, LOCK_FILE), 'utf8')) as ServerLock;
    return Number.isInteger(lock.pid) && lock.pid > 0 ? lock : null;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user (a shop started by a service account); only ESRCH means gone.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
