import type { AppDeps } from '../deps';
import { currentRequestId } from '../http/request-id';

type Level = Parameters<AppDeps['log']>[0];

/**
 * The platforms' `deps.log`: one JSON object a line (time, level, message, the request's id when the line is
 * written inside a request, data), so a log service can filter by level and follow one request. Both entries
 * use it; only where the line goes differs (stdout/stderr on Node, console on Workers, which parses JSON lines).
 */
export function jsonLog(write: (level: Level, line: string) => void, clock: () => Date = () => new Date()): AppDeps['log'] {
  return (level, message, data) => {
    const entry: { time: string; level: Level; message: string; requestId?: string; data?: unknown } = {
      time: clock().toISOString(),
      level,
      message,
    };
    const requestId = currentRequestId();
    if (requestId) entry.requestId = requestId;
    if (data !== undefined) entry.data = data;
    write(level, stringify(entry));
  };
}

/** A line is written whatever the data holds: a cycle or a BigInt must not turn logging into a thrown error. */
function stringify(entry: { data?: unknown }): string {
  try {
    return JSON.stringify(entry);
  } catch {
    return JSON.stringify({ ...entry, data: String(entry.data) });
  }
}
