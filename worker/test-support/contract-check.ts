/**
 * Holds every answer the route tests receive to the published contract (worker/domain/api-contract): the test
 * app's `fetch` is wrapped, and an answer its route's description does not allow (a status not listed, a body
 * that breaks its schema, a file of another type) fails the request that got it, naming route and problem.
 * So the 3,000 route tests that already exist are the contract test, and a change of an answer's shape without
 * its description (or the reverse) fails where it happens.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiContract } from '../domain/api-contract';
import { refusalSchema, refusalsOf, type Answer, type RouteSpec } from '../domain/api-contract/define';

interface CompiledRoute {
  key: string;
  method: string;
  pattern: RegExp;
  /** Static segments first, as Hono finds `/api/products/all` before `/api/products/:id`. */
  rank: number;
  spec: RouteSpec;
}

function compile(key: string, spec: RouteSpec): CompiledRoute {
  const [method, path] = key.split(' ') as [string, string];
  const params = (path.match(/:/g) ?? []).length;
  const wildcard = path.endsWith('*');
  const source = path
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { key, method, pattern: new RegExp(`^${source}$`), rank: (wildcard ? 1000 : 0) + params, spec };
}

const ROUTES: CompiledRoute[] = Object.entries(apiContract)
  .map(([key, spec]) => compile(key, spec as RouteSpec))
  .sort((a, b) => a.rank - b.rank);

/** The described route a request reaches (HEAD is answered by GET's route). */
function describedRoute(method: string, pathname: string): CompiledRoute | undefined {
  const asked = method === 'HEAD' ? 'GET' : method;
  // The pages' `GET /*` never answers under /api/: worker/app.ts's API fallback does (its JSON 404), first.
  const api = pathname === '/api' || pathname.startsWith('/api/');
  return ROUTES.find((r) => r.method === asked && r.pattern.test(pathname) && !(api && r.key === 'GET /*'));
}

/**
 * Whether a Content-Type fits a described media type or an OpenAPI media type range: `image/` and a star for any
 * image an upload may be, a star and a star for a page route's assets of every kind.
 */
function mediaTypeFits(type: string, described: string): boolean {
  if (described === '*/*') return type !== '';
  if (described.endsWith('/*')) return type.startsWith(described.slice(0, -1));
  return type.startsWith(described);
}

/** The body as a client reads it: the catalogue cache sends gzip or brotli to a client that asks (Accept-Encoding). */
async function bodyText(res: Response): Promise<string> {
  const coding = res.headers.get('content-encoding');
  if (coding !== 'gzip' && coding !== 'br') return res.text();
  const bytes = Buffer.from(await res.arrayBuffer());
  return (coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
}

async function bodyBreach(answer: Answer, res: Response): Promise<string | undefined> {
  const type = res.headers.get('content-type') ?? '';
  const text = await bodyText(res);
  if (answer.kind === 'empty') return text === '' ? undefined : `has a body (${text.slice(0, 80)}) where none is described`;
  if (answer.kind === 'file')
    return mediaTypeFits(type, answer.contentType) ? undefined : `is ${type || 'untyped'}, described as ${answer.contentType}`;
  if (!type.includes('application/json')) return `is ${type || 'untyped'}, described as JSON`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'is not valid JSON';
  }
  const parsed = answer.schema.safeParse(body);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
  return `breaks its schema: ${issues.join('; ')}`;
}

/** Why an answer breaks the contract, or undefined when it keeps it. */
export async function contractBreach(method: string, url: string, res: Response): Promise<string | undefined> {
  const { pathname } = new URL(url, 'http://shop.test');
  const route = describedRoute(method, pathname);
  const status = res.status;
  if (!route) {
    // Addresses the shop does not have answer Hono's or the API's 404 (405 for a method a path lacks).
    return status === 404 || status === 405
      ? undefined
      : `${method} ${pathname} answered ${status}, but no route of the contract matches it`;
  }
  const where = `${route.key} (${method} ${pathname}) answered ${status}`;
  // A conditional GET of an unchanged answer (the catalogue cache's ETag) is HTTP's, not the route's.
  if (status === 304 && route.method === 'GET') return undefined;
  const answer = route.spec.answers[status];
  const refusal = refusalsOf(route.key, route.spec)[status as keyof NonNullable<RouteSpec['refusals']>];
  if (!answer && refusal === undefined) return `${where}, a status its description does not list`;
  if (method === 'HEAD') return undefined;
  const breach = await bodyBreach(answer ?? { kind: 'json', schema: refusalSchema, description: refusal ?? '' }, res);
  return breach ? `${where}: the answer ${breach}` : undefined;
}

class ContractBreach extends Error {
  constructor(message: string) {
    super(`Answer outside the API contract (worker/domain/api-contract): ${message}`);
    this.name = 'ContractBreach';
  }
}

/**
 * The app with its `fetch` checked: `app.request` and every helper built on it go through `fetch`, so each answer
 * is held to the contract before the test sees it. The test reads an untouched copy.
 */
export function checkedAgainstContract<A extends { fetch: (req: Request, ...rest: never[]) => Response | Promise<Response> }>(app: A): A {
  const fetch = app.fetch.bind(app);
  app.fetch = (async (req: Request, ...rest: never[]) => {
    const res = await fetch(req, ...rest);
    const breach = await contractBreach(req.method, req.url, res.clone());
    if (breach) throw new ContractBreach(breach);
    return res;
  }) as A['fetch'];
  return app;
}
