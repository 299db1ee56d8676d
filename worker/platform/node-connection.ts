import type { IncomingMessage, ServerResponse } from 'node:http';

type NodeBindings = { incoming: IncomingMessage; outgoing: ServerResponse };
type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * An answer sent before the request's body has arrived (a 413 for a body over its route's limit, a refusal that
 * never reads the body) must close the connection. `@hono/node-server` drains an unread body for at most 500 ms
 * and then destroys the socket; an answer that said `Connection: keep-alive` would make the client send its next
 * request on a socket about to be dropped, and that request fails. With `Connection: close` Node ends the socket
 * after the answer and the client opens a new one. A request whose body was read (or that had none) keeps its
 * connection.
 */
export function withCloseWhenBodyUnread(fetch: Fetch): Fetch {
  return async (request, env) => {
    const res = await fetch(request, env);
    const node = env as Partial<NodeBindings> | undefined;
    if (node?.incoming && node.outgoing && hasBody(node.incoming) && !node.incoming.readableEnded && !node.outgoing.headersSent) {
      node.outgoing.setHeader('Connection', 'close');
    }
    return res;
  };
}

/** A request announces a body by its length or by chunks; a GET without either has none to read. */
function hasBody(incoming: IncomingMessage): boolean {
  return incoming.headers['transfer-encoding'] !== undefined || Number(incoming.headers['content-length'] ?? 0) > 0;
}
