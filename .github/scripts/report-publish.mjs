// Tells the shop how its deploy goes: `node .github/scripts/report-publish.mjs building|live|failed [message]`.
// POSTs {status, runUrl, message} to $SHOP_URL/api/publish/report, signed as worker/domain/publish-report.ts
// says: x-publish-signature = sha256=HMAC-SHA256(PUBLISH_REPORT_SECRET, "<unix seconds>.<raw body>").
// Without SHOP_URL or PUBLISH_REPORT_SECRET it reports nothing (a fork, a first deploy): the build goes on.
import { createHmac } from 'node:crypto';

const [status, message] = process.argv.slice(2);
if (!['building', 'live', 'failed'].includes(status)) {
  console.error('usage: report-publish.mjs building|live|failed [message]');
  process.exit(2);
}
const shop = process.env.SHOP_URL?.trim().replace(/\/+$/, '');
const secret = process.env.PUBLISH_REPORT_SECRET?.trim();
if (!shop || !secret) {
  console.log('SHOP_URL or PUBLISH_REPORT_SECRET is not set: the deploy is not reported to the shop');
  process.exit(0);
}
const body = JSON.stringify({ status, ...(process.env.RUN_URL ? { runUrl: process.env.RUN_URL } : {}), ...(message ? { message } : {}) });
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
const res = await fetch(`${shop}/api/publish/report`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-publish-timestamp': timestamp, 'x-publish-signature': signature },
  body,
  signal: AbortSignal.timeout(20_000),
});
const answer = await res.text();
console.log(`report ${status}: ${res.status} ${answer.slice(0, 200)}`);
process.exit(res.ok ? 0 : 1);
