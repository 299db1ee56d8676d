import type { IncomingMessage, ServerResponse } from 'node:http';

type NodeBindings = { incoming: IncomingMessage; outgoing: ServerResponse };
type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** How long and how much of an unread body an early answer waits for before it closes the connection. */
export interface DrainBounds {
  /** Bytes read and thrown away at most: a client announcing gigabytes is cut off after these. */
  maxBytes: number;
  /** Time from the answer at most, however steadily the client sends. */
  maxMs: number;
  /** Silence that ends the wait: a client that stopped sending (it read the answer, or it hangs) is let go. */
  idleMs: number;
}

/** 16 MB covers three times the largest body any route takes (an upload of 5 MB); 5 s is 16 MB at 25 Mbit/s. */
const EARLY_ANSWER_DRAIN: DrainBounds = { maxBytes: 16 * 1024 * 1024, maxMs: 5_000, idleMs: 500 };

/**
 * An answer sent before the request's body has arrived (a 413 for a body over its route's limit, a refusal that
 * never reads the body) closes the connection: an answer that said `Connection: keep-alive` would make the client
 * send its next request on a socket about to be dropped. But a socket closed while the client is still sending
 * makes the kernel reset it, and the reset throws away the answer the client had not read yet: Node's `fetch` and
 * `http` then fail with EPIPE or ECONNRESET (issue 28: 15–18 of 20 six-MB uploads) instead of reading the 413.
 * `@hono/node-server` drains only after the answer has ended, for 500 ms. So here the answer goes out at once,
 * whole (its length told, so a client may read it while still sending), with `Connection: close`, and its end,
 * which closes the socket, waits until the rest of the body is read and thrown away, within `bounds` (refusals
 * only: they are short, so holding one whole costs nothing).
 * A request whose body was read (or that had none) keeps its connection.
 */
export function withCloseWhenBodyUnread(fetch: Fetch, bounds: DrainBounds = EARLY_ANSWER_DRAIN): Fetch {
  return async (request, env) => {
    const res = await fetch(request, env);
    const node = env as Partial<NodeBindings> | undefined;
    if (!node?.incoming || !node.outgoing || !hasBody(node.incoming) || node.incoming.readableEnded || node.outgoing.headersSent)
      return res;
    node.outgoing.setHeader('Connection', 'close');
    // Only a refusal is held back and read whole: a success that ignored a body (a file with `Content-Length: 1` on
    // its GET) may be large, and streams as it is; hono's own short drain then applies.
    if (res.status < 400) return res;
    return endingAfter(res, drain(node.incoming, bounds));
  };
}

/** A request announces a body by its length or by chunks; a GET without either has none to read. */
function hasBody(incoming: IncomingMessage): boolean {
  return incoming.headers['transfer-encoding'] !== undefined || Number(incoming.headers['content-length'] ?? 0) > 0;
}

/**
 * The same answer, all of it sent at once with its length, but its stream (and so the response, and with
 * `Connection: close` the socket) ends only when `drained` settles. Early answers are short refusals, so reading
 * one whole is cheap.
 */
async function endingAfter(res: Response, drained: Promise<void>): Promise<Response> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set('content-length', String(bytes.byteLength));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength > 0) controller.enqueue(bytes);
    },
    async pull(controller) {
      await drained;
      controller.close();
    },
  });
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * Reads what is left of the body and throws it away, until it ends, the client falls silent, or a bound is
 * reached; resolves then (never rejects). Whatever listened to the body before (the web stream a middleware
 * began to read, which pauses the socket when nobody pulls) is detached: nobody reads it after the answer.
 */
function drain(incoming: IncomingMessage, bounds: DrainBounds): Promise<void> {
  return new Promise((resolve) => {
    let bytes = 0;
    const done = () => {
      clearTimeout(whole);
      clearTimeout(idle);
      incoming.off('data', onData);
      incoming.off('end', done);
      incoming.off('error', done);
      incoming.off('close', done);
      // Past a bound the data stays unread: the socket's close then cuts the client off.
      incoming.pause();
      resolve();
    };
    const whole = setTimeout(done, bounds.maxMs);
    let idle = setTimeout(done, bounds.idleMs);
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > bounds.maxBytes) return done();
      clearTimeout(idle);
      idle = setTimeout(done, bounds.idleMs);
    };
    incoming.removeAllListeners('data');
    incoming.on('data', onData);
    incoming.once('end', done);
    incoming.once('error', done);
    incoming.once('close', done);
    incoming.resume();
  });
}
