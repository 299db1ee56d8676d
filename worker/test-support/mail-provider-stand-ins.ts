import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins of the e-mail APIs (node:http on 127.0.0.1, a free port), each checking what its provider's
 * documentation requires of a send request (method, path, key header, JSON fields) and refusing otherwise with
 * the provider's own status and error body, as the real API would. `refuseNext` makes the next send answer a
 * status of the test's choosing (a 429 or 5xx), to test the retry path.
 */

export type StandInKind = 'resend' | 'postmark' | 'brevo';

interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

type Answer = { status: number; body: unknown };
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isEmail = (v: unknown) => typeof v === 'string' && /^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/.test(v);
/** `Name <addr>` or `addr`, as Resend and Postmark take a sender or recipient. */
const isAddress = (v: unknown) => typeof v === 'string' && (isEmail(v) || /^[^<>]+ <[^\s<>@]+@[^\s<>@]+>$/.test(v));
const isBase64 = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(v);
const isStringMap = (v: unknown) => isObject(v) && Object.values(v).every((x) => typeof x === 'string');

/** The first thing wrong with a Resend body (https://resend.com/docs/api-reference/emails/send-email), or ''. */
function resendProblem(b: Json): string {
  if (!isAddress(b.from)) return 'The `from` field must be a valid email address or `Name <email@example.com>`.';
  const to = Array.isArray(b.to) ? b.to : [b.to];
  if (!to.length || !to.every(isEmail)) return 'The `to` field must be an email address or a list of them.';
  if (!isText(b.subject)) return 'Missing `subject` field.';
  if (!isText(b.html) && !isText(b.text)) return 'Missing `html` or `text` field.';
  if (b.reply_to !== undefined && !isEmail(b.reply_to)) return 'The `reply_to` field must be an email address.';
  if (b.headers !== undefined && !isStringMap(b.headers)) return 'The `headers` field must be an object of strings.';
  if (b.attachments !== undefined) {
    const ok =
      Array.isArray(b.attachments) &&
      b.attachments.every(
        (a) => isObject(a) && isText(a.filename) && isBase64(a.content) && (a.content_type === undefined || isText(a.content_type)),
      );
    if (!ok) return 'Each attachment needs `filename` and base64 `content` (`content_type` optional).';
  }
  return '';
}

function resend(req: ReceivedRequest, key: string): Answer {
  if (req.path !== '/emails')
    return { status: 404, body: { statusCode: 404, name: 'not_found', message: 'The requested endpoint does not exist.' } };
  if (!req.headers.authorization)
    return { status: 401, body: { statusCode: 401, name: 'missing_api_key', message: 'Missing API key in the authorization header.' } };
  if (req.headers.authorization !== `Bearer ${key}`)
    return { status: 403, body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' } };
  const problem = isObject(req.body) ? resendProblem(req.body) : 'Invalid JSON body.';
  if (problem) return { status: 422, body: { statusCode: 422, name: 'validation_error', message: problem } };
  return { status: 200, body: { id: crypto.randomUUID() } };
}

/** The first thing wrong with a Postmark body (https://postmarkapp.com/developer/api/email-api), or ''. */
function postmarkProblem(b: Json): string {
  if (!isAddress(b.From)) return "Invalid 'From' address.";
  if (!isAddress(b.To)) return "Invalid 'To' address.";
  if (!isText(b.Subject)) return 'Missing Subject.';
  if (!isText(b.TextBody) && !isText(b.HtmlBody)) return 'Provide either email TextBody or HtmlBody or both.';
  if (b.ReplyTo !== undefined && !isAddress(b.ReplyTo)) return "Invalid 'ReplyTo' address.";
  if (b.Headers !== undefined) {
    const ok = Array.isArray(b.Headers) && b.Headers.every((h) => isObject(h) && isText(h.Name) && typeof h.Value === 'string');
    if (!ok) return 'Headers must be a list of {Name, Value}.';
  }
  if (b.Attachments !== undefined) {
    const ok =
      Array.isArray(b.Attachments) &&
      b.Attachments.every((a) => isObject(a) && isText(a.Name) && isBase64(a.Content) && isText(a.ContentType));
    if (!ok) return 'Each attachment needs Name, base64 Content and ContentType.';
  }
  if (b.MessageStream !== undefined && !isText(b.MessageStream)) return 'Invalid MessageStream.';
  return '';
}

function postmark(req: ReceivedRequest, key: string): Answer {
  if (req.path !== '/email') return { status: 404, body: { ErrorCode: 404, Message: 'Not found.' } };
  if (req.headers['x-postmark-server-token'] !== key)
    return {
      status: 401,
      body: { ErrorCode: 10, Message: 'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.' },
    };
  if (!String(req.headers.accept).includes('application/json'))
    return { status: 415, body: { ErrorCode: 402, Message: 'The Accept header must be application/json.' } };
  const problem = isObject(req.body) ? postmarkProblem(req.body) : 'Invalid JSON.';
  if (problem) return { status: 422, body: { ErrorCode: 300, Message: problem } };
  return {
    status: 200,
    body: { To: req.body.To, SubmittedAt: new Date().toISOString(), MessageID: crypto.randomUUID(), ErrorCode: 0, Message: 'OK' },
  };
}

const isContact = (v: unknown) => isObject(v) && isEmail(v.email) && (v.name === undefined || typeof v.name === 'string');

/** The first thing wrong with a Brevo body (https://developers.brevo.com/reference/send-transac-email), or ''. */
function brevoProblem(b: Json): string {
  if (!isContact(b.sender)) return 'sender is missing or its email is invalid';
  if (!Array.isArray(b.to) || !b.to.length || !b.to.every(isContact)) return 'to is missing or an email is invalid';
  if (!isText(b.subject)) return 'subject is missing';
  if (!isText(b.htmlContent)) return 'htmlContent is missing';
  if (b.textContent !== undefined && typeof b.textContent !== 'string') return 'textContent must be a string';
  if (b.replyTo !== undefined && !isContact(b.replyTo)) return 'replyTo email is invalid';
  if (b.headers !== undefined && !isStringMap(b.headers)) return 'headers must be an object of strings';
  if (b.attachment !== undefined) {
    const ok = Array.isArray(b.attachment) && b.attachment.every((a) => isObject(a) && isText(a.name) && isBase64(a.content));
    if (!ok) return 'attachment needs name and base64 content';
  }
  return '';
}

function brevo(req: ReceivedRequest, key: string): Answer {
  if (req.path !== '/v3/smtp/email') return { status: 404, body: { code: 'not_found', message: 'Invalid route' } };
  if (req.headers['api-key'] !== key) return { status: 401, body: { code: 'unauthorized', message: 'Key not found' } };
  const problem = isObject(req.body) ? brevoProblem(req.body) : 'Invalid JSON';
  if (problem) return { status: 400, body: { code: 'missing_parameter', message: problem } };
  return { status: 201, body: { messageId: `<${crypto.randomUUID()}@smtp-relay.mailin.fr>` } };
}

const CHECKS: Record<StandInKind, (req: ReceivedRequest, key: string) => Answer> = { resend, postmark, brevo };

/** Starts the stand-in of `kind` accepting `apiKey`. `url` is its origin; `close()` stops it. */
export async function startMailStandIn(kind: StandInKind, apiKey: string) {
  const requests: ReceivedRequest[] = [];
  let refusals: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const received: ReceivedRequest = { method: req.method ?? '', path: (req.url ?? '').split('?')[0], headers: req.headers, body };
      requests.push(received);
      let answer: Answer;
      if (received.method !== 'POST') answer = { status: 405, body: { message: 'Method not allowed' } };
      else if (!String(req.headers['content-type']).startsWith('application/json'))
        answer = { status: 415, body: { message: 'Content-Type must be application/json' } };
      else if (refusals.length) answer = { status: refusals.shift()!, body: { message: 'refused by the test' } };
      else answer = CHECKS[kind](received, apiKey);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next `statuses.length` sends are answered with these statuses, in order, whatever they hold. */
    refuseNext(...statuses: number[]) {
      refusals = [...refusals, ...statuses];
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
