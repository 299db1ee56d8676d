import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: what the deploy hook sent. */
interface HookCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HookReceiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  calls: HookCall[];
  close(): Promise<void>;
}

/**
 * A stand-in for the build service's hook on 127.0.0.1 (GitHub's dispatch API answers an accepted dispatch with
 * 204): records every request. Started and stopped by the test that uses it.
 */
export async function startHookReceiver(): Promise<HookReceiver> {
  const calls: HookCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
