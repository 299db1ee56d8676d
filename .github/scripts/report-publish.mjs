// Tells the shop how its deploy goes: `node .github/scripts/report-publish.mjs building|live|failed [message]`.
// POSTs {status, runUrl, message, dispatchedAt, runStartedAt} to $SHOP_URL/api/publish/report (the workflow sets
// SHOP_URL from wrangler.toml's BASE_URL: shop-url.mjs), signed as
// worker/domain/publish-report.ts says: x-publish-signature = sha256=HMAC-SHA256(PUBLISH_REPORT_SECRET,
// "<unix seconds>.<raw body>"). DISPATCHED_AT (the shop's dispatch this run answers) and PUBLISH_RUN_STARTED_AT
// tell the shop whether the run covers its newest request; an older run's report is answered 202 and moves nothing.
// The shop accepts each signed report once (the same bytes and signature again answer 409): every call signs anew.
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
const optional = (name, value) => (value?.trim() ? { [name]: value.trim() } : {});
const body = JSON.stringify({
  status,
  ...optional('runUrl', process.env.RUN_URL),
  ...optional('message', message),
  ...optional('dispatchedAt', process.env.DISPATCHED_AT),
  ...optional('runStartedAt', process.env.PUBLISH_RUN_STARTED_AT),
});
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
