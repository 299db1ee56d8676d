import { execFile } from 'node:child_process';
import { connect, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../domain/media-admin';
import { NODE_SERVER_TIMEOUTS } from '../http/body-limits';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { nodeFetch } from './node';
import { withCloseWhenBodyUnread } from './node-connection';

/**
 * An early 413 on the real Node server (`@hono/node-server` as worker/platform/node.ts listens, on 127.0.0.1):
 * Node's own clients, in a process of their own and still sending a 6 MB upload when the answer comes, read the
 * 413 and its `{ message }` (issue 28: 15–18 of 20 failed with EPIPE/ECONNRESET when the socket closed at once).
 * The server reads the rest within its bounds: a client that sends far more than 16 MB, or for longer than
 * allowed, is cut off.
 */
const SIX_MB = 6 * 1024 * 1024;
let t: TestApp;
const servers: ServerType[] = [];

async function start(fetch: ReturnType<typeof nodeFetch>): Promise<number> {
  const server = await new Promise<ServerType>((ok) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1', serverOptions: NODE_SERVER_TIMEOUTS }, () => ok(s));
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await start(nodeFetch(t.deps));
});
afterAll(async () => {
  for (const s of servers) {
    if ('closeAllConnections' in s) s.closeAllConnections();
    await new Promise<void>((ok) => s.close(() => ok()));
  }
  await t.close();
});

/** Runs worker/test-support/upload-clients.mjs in a process of its own: its answers, one per upload. */
function uploadsFromAnotherProcess(mode: 'fetch' | 'chunked' | 'http', count: number): Promise<unknown[]> {
  const script = fileURLToPath(new URL('../test-support/upload-clients.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, mode, `http://127.0.0.1:${port}/api/upload`, String(count), String(SIX_MB)], (err, out) =>
      err ? reject(err) : resolve(JSON.parse(out) as unknown[]),
    );
  });
}

const TOO_LARGE = [413, JSON.stringify({ message: UPLOAD_MESSAGES.tooLarge })];

describe('an early 413 on Node', () => {
  it("twenty 6 MB uploads with Node's fetch each read the 413 and its message", async () => {
    expect(await uploadsFromAnotherProcess('fetch', 20)).toEqual(Array(20).fill(TOO_LARGE));
  });

  it("ten 6 MB streamed uploads with Node's fetch (no length: the limit is found while reading) each read the 413", async () => {
    expect(await uploadsFromAnotherProcess('chunked', 10)).toEqual(Array(10).fill(TOO_LARGE));
  });

  it("ten 6 MB uploads with Node's http, written in chunks, each read the 413 and its message", async () => {
    expect(await uploadsFromAnotherProcess('http', 10)).toEqual(Array(10).fill(TOO_LARGE));
  });

  it('cuts off a client that sends far more than 16 MB: the connection closes before it is done', async () => {
    const announced = 64 * 1024 * 1024;
    const r = await rawUpload(port, announced);
    expect(r.head).toMatch(/^HTTP\/1\.1 413/);
    expect(r.closedAfter).toBeLessThan(announced);
    expect(r.closedAfter).toBeGreaterThan(16 * 1024 * 1024);
  });

  it('cuts off a client that keeps sending past the time bound, however slowly', async () => {
    // The same app with a bound short enough for a test; the rule is the same as with the default 5 s.
    const quick = await start(withCloseWhenBodyUnread(t.app.fetch, { maxBytes: 16 * 1024 * 1024, maxMs: 300, idleMs: 5_000 }));
    // 16 KB every 20 ms: 6 MB would take 7.7 s, and the client never falls silent.
    const r = await rawUpload(quick, SIX_MB, 16 * 1024, 20);
    expect(r.head).toMatch(/^HTTP\/1\.1 413/);
    expect(r.closedAfter).toBeLessThan(SIX_MB);
  });
});

/**
 * Announces an upload of `announced` bytes and sends `chunkBytes` at a time (every `everyMs`, or as fast as the
 * socket takes them); resolves once the server closed the connection, with the answer's head and how many bytes
 * had been sent by then.
 */
function rawUpload(port: number, announced: number, chunkBytes = 256 * 1024, everyMs = 0) {
  return new Promise<{ head: string; closedAfter: number }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(chunkBytes, 0x61);
    let head = '';
    let sent = 0;
    let closed = false;
    const finish = () => {
      if (closed) return;
      closed = true;
      socket.destroy();
      resolve({ head, closedAfter: sent });
    };
    socket.on('data', (d) => (head += d.toString('latin1')));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    const pump = () => {
      while (!closed && sent < announced) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
        if (everyMs) return void setTimeout(pump, everyMs);
      }
    };
    socket.write(`POST /api/upload HTTP/1.1\r\nHost: shop.test\r\nContent-Type: image/png\r\nContent-Length: ${announced}\r\n\r\n`);
    pump();
  });
}
