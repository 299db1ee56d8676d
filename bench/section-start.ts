import { loadavg } from 'node:os';

/** When a part of the bench started and how busy the machine was then (other work on the box skews figures). */
export interface SectionStart {
  at: string;
  load1: number;
  load5: number;
}

/** The parts of bench/results.md whose start is recorded (the API table keeps its own note, `loadsNote`). */
export type Section = 'js' | 'build' | 'orders' | 'burst' | 'publish' | 'bytes' | 'logins' | 'lighthouse' | 'worker';

export function sectionStart(): SectionStart {
  const [one, five] = loadavg();
  return { at: new Date().toISOString(), load1: Number(one.toFixed(2)), load5: Number(five.toFixed(2)) };
}

/** Runs one part, noting its start in `starts`. */
export async function measured<T>(starts: Partial<Record<Section, SectionStart>>, section: Section, fn: () => Promise<T>): Promise<T> {
  starts[section] = sectionStart();
  return fn();
}

/**
 * A section of results.md with the line of its start after its heading; `part` is its `BENCH_ONLY` name. Figures
 * kept from before the starts were recorded say so.
 */
export function withStart(lines: string[], start: SectionStart | undefined, part: string): string[] {
  if (!lines.length) return lines;
  const line = start
    ? `Started ${start.at}; load average at start ${start.load1} (1 min), ${start.load5} (5 min). Rerun alone: \`BENCH_ONLY=${part} npm run bench\`.`
    : `Load average at start: not recorded (measured before the bench kept it). Rerun alone: \`BENCH_ONLY=${part} npm run bench\`.`;
  return [lines[0], '', line, ...lines.slice(1)];
}
