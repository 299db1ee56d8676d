import { applyPublishReport } from '~/db/queries/publishing/publish-state';
import type { AppDeps } from '../../deps';
import { conflict, invalid, notFound, unauthorized } from '../../domain/errors';
import type { PublishPhase } from '../../domain/publishing';
import {
  PUBLISH_REPORT_MESSAGES,
  PUBLISH_REPORT_NONCE_MARGIN_SECONDS,
  PUBLISH_REPORT_TOLERANCE_SECONDS,
  publishReportSchema,
  signedReportText,
} from '../../domain/publish-report';

const encoder = new TextEncoder();

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

/** The `x-publish-signature` value for a report (the workflow's script computes the same; tests sign with it). */
export async function signPublishReport(secret: string, timestamp: string, rawBody: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(signedReportText(timestamp, rawBody)));
  return `sha256=${[...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Why a signature is refused (`problem`, for the log: the caller only hears 401), or the MAC that holds, in
 * lowercase hex: one spelling per report, so the same report in capitals is still the same report.
 */
async function checkSignature(
  secret: string,
  rawBody: string,
  timestamp: string | undefined,
  signature: string | undefined,
  now: Date,
): Promise<{ problem: string } | { mac: string }> {
  if (!timestamp || !signature) return { problem: 'unsigned' };
  if (!/^\d{1,12}$/.test(timestamp)) return { problem: 'malformed timestamp' };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PUBLISH_REPORT_TOLERANCE_SECONDS) return { problem: 'stale timestamp' };
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(signature.trim())?.[1];
  if (!hex) return { problem: 'malformed signature' };
  const mac = Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
  // WebCrypto's verify compares in constant time.
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), mac, encoder.encode(signedReportText(timestamp, rawBody)));
  return ok ? { mac: hex.toLowerCase() } : { problem: 'wrong signature' };
}

/** One spelling of a time, so that it compares with the stored ones (`toISOString`) as text. */
const isoTime = (t: string | undefined) => (t ? new Date(t).toISOString() : undefined);

/**
 * `POST /api/publish/report`: the build service (.github/workflows/deploy.yml) says a deploy is building, live or
 * failed. Only with PUBLISH_REPORT_SECRET configured (404 otherwise); a missing, wrong or stale signature is
 * refused (401) before the body is read, and writes nothing. Each signed report is taken once: the same one again
 * (a replay within its window) is refused (409) and changes nothing. A report of a run that does not cover the
 * newest dispatch (db/queries/publishing/publish-state.ts) is taken but moves nothing: `applied` is false and `phase` the
 * current one.
 */
export async function receivePublishReport(
  deps: AppDeps,
  rawBody: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
): Promise<{ phase: PublishPhase; applied: boolean }> {
  const secret = deps.config.publishReportSecret;
  if (!secret) throw notFound();
  const now = deps.now();
  const checked = await checkSignature(secret, rawBody, headers.timestamp, headers.signature, now);
  if ('problem' in checked) {
    deps.log('warn', 'publish report refused', { reason: checked.problem });
    throw unauthorized(PUBLISH_REPORT_MESSAGES.unsigned);
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw invalid(PUBLISH_REPORT_MESSAGES.invalid);
  }
  const parsed = publishReportSchema.safeParse(json);
  if (!parsed.success) throw invalid(PUBLISH_REPORT_MESSAGES.invalid);
  const report = parsed.data;
  const logTail = [report.message?.trim(), report.runUrl].filter(Boolean).join('\n');
  const run = { dispatchedAt: isoTime(report.dispatchedAt), runStartedAt: isoTime(report.runStartedAt) };
  const nonce = {
    signature: checked.mac,
    expiresAt: Number(headers.timestamp) + PUBLISH_REPORT_TOLERANCE_SECONDS + PUBLISH_REPORT_NONCE_MARGIN_SECONDS,
    nowSeconds: Math.floor(now.getTime() / 1000),
  };
  const { row, applied, replayed } = await applyPublishReport(deps.db, {
    status: report.status,
    at: now.toISOString(),
    logTail,
    run,
    nonce,
  });
  if (replayed) {
    deps.log('warn', 'publish report refused', { reason: 'replayed', status: report.status, runUrl: report.runUrl });
    throw conflict(PUBLISH_REPORT_MESSAGES.replayed);
  }
  if (applied) deps.log(report.status === 'failed' ? 'error' : 'info', `deploy ${report.status}`, { runUrl: report.runUrl });
  else
    deps.log('info', `deploy ${report.status} of a run older than the newest dispatch: state left as it is`, {
      runUrl: report.runUrl,
      ...run,
    });
  return { phase: (row?.phase ?? 'idle') as PublishPhase, applied };
}
