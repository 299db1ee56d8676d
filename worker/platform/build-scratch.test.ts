import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRATCH_ROOT, scratchDir, scratchPid, sweepScratch } from './build-scratch';

/** Builds' scratch folders under .astro/builds/: named after their process, swept once that process is gone. */
let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'prud-scratch-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

/** A pid no process has now: one that just ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

function make(name: string) {
  mkdirSync(join(cwd, SCRATCH_ROOT, name, '_astro'), { recursive: true });
  writeFileSync(join(cwd, SCRATCH_ROOT, name, 'index.html'), '<h1>x</h1>');
}

describe('build scratch folders', () => {
  it('are named after the process and the kind, and read back', () => {
    const build = scratchDir('build', cwd, 4321);
    const resident = scratchDir('resident', cwd, 4321);
    expect(build.startsWith(join(cwd, '.astro', 'builds', '4321-'))).toBe(true);
    expect(resident.startsWith(join(cwd, '.astro', 'builds', 'resident-4321-'))).toBe(true);
    expect(scratchDir('build', cwd, 4321)).not.toBe(build);
    for (const dir of [build, resident]) expect(scratchPid(dir.split('/').pop()!)).toBe(4321);
    for (const other of ['4321', 'resident-', 'resident-x-ab', 'page-keys.json', '12-XYZ', '12-abcx', 'cache-12-ab'])
      expect(scratchPid(other)).toBeNull();
  });

  it('a sweep removes those of processes that are gone, and keeps living ones and names not ours', async () => {
    const dead = endedPid();
    const mine = scratchDir('build', cwd).split('/').pop()!;
    const names = [`${dead}-0a1b2c`, `resident-${dead}-3d4e5f`, mine, `resident-${process.pid}-aa`, 'notes'];
    for (const name of names) make(name);
    const gone = await sweepScratch(cwd);
    expect(gone.sort()).toEqual([`${dead}-0a1b2c`, `resident-${dead}-3d4e5f`].sort());
    expect(readdirSync(join(cwd, SCRATCH_ROOT)).sort()).toEqual([mine, `resident-${process.pid}-aa`, 'notes'].sort());
  });

  it('asks about each pid (a process of another user counts as alive) and is quiet without the folder', async () => {
    make('77-ab');
    make('78-cd');
    expect(await sweepScratch(cwd, (pid) => pid === 77)).toEqual(['78-cd']);
    expect(existsSync(join(cwd, SCRATCH_ROOT, '77-ab'))).toBe(true);
    expect(existsSync(join(cwd, SCRATCH_ROOT, '78-cd'))).toBe(false);
    expect(await sweepScratch(join(cwd, 'nowhere'))).toEqual([]);
  });

  it('counts a process it may not signal (another user’s) as alive, and one that is not there as gone', async () => {
    make('91-ab');
    make('92-cd');
    const kill = vi.spyOn(process, 'kill').mockImplementation((pid) => {
      throw Object.assign(new Error('kill'), { code: pid === 91 ? 'EPERM' : 'ESRCH' });
    });
    try {
      expect(await sweepScratch(cwd)).toEqual(['92-cd']);
      expect(kill).toHaveBeenCalledWith(91, 0);
    } finally {
      kill.mockRestore();
    }
  });
});
