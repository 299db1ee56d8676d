// Node's own HTTP clients uploading a body too large for its route, from a process of their own (in the server's
// process the two share one event loop, and the socket's close never overtakes the answer as it does between
// processes): `node upload-clients.mjs fetch|chunked|http <url> <count> <bytes>`. Sends the uploads one after another
// and prints a JSON array, one `[status, body]` per upload, or `["error", code]` where the client failed.
import { request } from 'node:http';

const [mode, url, count, bytes] = process.argv.slice(2);
const size = Number(bytes);

/** A multipart upload with Node's fetch (undici), as a script or a test would send a file. */
async function viaFetch() {
  const form = new FormData();
  form.set('upload', new Blob([new Uint8Array(size).fill(0x61)], { type: 'image/png' }), 'obrazok.png');
  const res = await fetch(url, { method: 'POST', body: form });
  return [res.status, await res.text()];
}

/** A streamed upload with Node's fetch: no length announced, so the server reads chunks until the limit. */
async function viaFetchChunked() {
  let left = size;
  const body = new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(left, 64 * 1024);
      left -= n;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  const res = await fetch(url, { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'image/png' } });
  return [res.status, await res.text()];
}

/** A raw upload with node:http, written in 64 KB chunks as the socket takes them. */
function viaHttp() {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'image/png', 'content-length': size } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve([res.statusCode, text]));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const more = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

const answers = [];
for (let i = 0; i < Number(count); i++) {
  try {
    answers.push(await (mode === 'http' ? viaHttp() : mode === 'chunked' ? viaFetchChunked() : viaFetch()));
  } catch (err) {
    answers.push(['error', err?.cause?.code ?? err?.code ?? String(err)]);
  }
}
console.log(JSON.stringify(answers));
