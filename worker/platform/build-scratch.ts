import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The scratch out folders of builds under `.astro/builds/` (inside the project: astro puts a pre-render bundle
 * inside the out folder only there). Each is named after the process that made it, `<pid>-<random>` for a full
 * build and `resident-<pid>-<random>` for a resident renderer; a process killed before it cleaned up leaves its
 * folder behind (tens of MB each), and the next start sweeps those whose process is gone.
 */
export const SCRATCH_ROOT = join('.astro', 'builds');

export function scratchDir(kind: 'build' | 'resident', cwd = process.cwd(), pid = process.pid): string {
  const name = `${kind === 'resident' ? 'resident-' : ''}${pid}-${randomBytes(6).toString('hex')}`;
  return join(cwd, SCRATCH_ROOT, name);
}

/** The pid a scratch folder's name carries, or null for a name that is not one of ours. */
export function scratchPid(name: string): number | null {
  const m = /^(?:resident-)?(\d+)-[0-9a-f]+$/.exec(name);
  return m ? Number(m[1]) : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the scratch folders of processes that are gone; answers their names. Others' and unknown names stay. */
export async function sweepScratch(cwd = process.cwd(), isAlive: (pid: number) => boolean = alive): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(join(cwd, SCRATCH_ROOT));
  } catch {
    return [];
  }
  const gone = names.filter((name) => {
    const pid = scratchPid(name);
    return pid !== null && !isAlive(pid);
  });
  await Promise.all(gone.map((name) => rm(join(cwd, SCRATCH_ROOT, name), { recursive: true, force: true })));
  return gone;
}
