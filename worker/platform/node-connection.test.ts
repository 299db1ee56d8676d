import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { nodeFetch } from './node';
import { withCloseWhenBodyUnread } from './node-connection';

/** The real Node server (`@hono/node-server`, as worker/platform/node.ts listens) on a free port of 127.0.0.1. */
let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<ServerType>((ok) => {
    // The fetch the Node entry serves (JSON compression and the connection rule around the app).
    const s = serve({ fetch: nodeFetch(t.deps), port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  await t.close();
});

/** Sends raw bytes on a new connection; resolves with everything the server sent until it closed or `waitMs`. */
function exchange(raw: string, waitMs = 1500): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, waitMs);
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedByServer: true });
    });
    socket.on('error', reject);
    socket.write(raw);
  });
}

const headerOf = (text: string, name: string) =>
  text
    .split('\r\n\r\n')[0]
    .split('\r\n')
    .find((l) => l.toLowerCase().startsWith(`${name}:`))
    ?.split(':')[1]
    ?.trim()
    .toLowerCase();

describe('Node connections after an answer sent before the body arrived', () => {
  it('answers an announced 3 MB login with 413 and Connection: close, and ends the socket', async () => {
    // Only the first bytes of the announced body are sent: the answer comes before the body.
    const { text, closedByServer } = await exchange(
      'POST /api/users/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 3000000\r\n\r\n{"email":"',
    );
    expect(text.startsWith('HTTP/1.1 413')).toBe(true);
    expect(headerOf(text, 'connection')).toBe('close');
    expect(text).toContain('"message"');
    expect(closedByServer).toBe(true);
  });

  it('serves the next request on a new connection', async () => {
    await exchange('POST /api/users/login HTTP/1.1\r\nHost: shop.test\r\nContent-Length: 3000000\r\n\r\n{');
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('ok');
  });

  it('keeps the connection of a request whose body was read, and of one without a body', async () => {
    const body = '{}';
    const { text, closedByServer } = await exchange(
      `POST /api/users/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      800,
    );
    expect(text.startsWith('HTTP/1.1 400')).toBe(true);
    expect(headerOf(text, 'connection')).toBe('keep-alive');
    expect(closedByServer).toBe(false);
    const get = await exchange('GET /api/health HTTP/1.1\r\nHost: shop.test\r\n\r\n', 800);
    expect(get.text.startsWith('HTTP/1.1 200')).toBe(true);
    expect(headerOf(get.text, 'connection')).toBe('keep-alive');
    expect(get.closedByServer).toBe(false);
  });
});

describe('a success that left an announced body unread', () => {
  it('streams as it is (never read whole: a file may be large) and still closes the connection', async () => {
    // A body that never ends: reading it whole would never return.
    const endless = new ReadableStream<Uint8Array>({ pull: (c) => c.enqueue(new Uint8Array(1024)) });
    const answer = new Response(endless, { status: 200 });
    const headers: Record<string, string> = {};
    const env = {
      incoming: { headers: { 'content-length': '1' }, readableEnded: false },
      outgoing: { headersSent: false, setHeader: (name: string, value: string) => void (headers[name] = value) },
    };
    const res = await withCloseWhenBodyUnread(() => answer)(new Request('http://shop.test/uploads/kniha.pdf'), env);
    expect(res).toBe(answer);
    expect(res.bodyUsed).toBe(false);
    expect(headers).toEqual({ Connection: 'close' });
    await endless.cancel().catch(() => undefined);
  });
});
