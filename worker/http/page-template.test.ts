import { describe, expect, it } from 'vitest';
import type { AssetFetcher } from '../deps';
import { pageTemplate } from './page-template';

/** A static host that answers `answers` in turn and records what it was asked. */
function host(answers: (Response | null)[]) {
  const asked: Headers[] = [];
  const paths: string[] = [];
  const fetcher: AssetFetcher = {
    async fetch(path, request) {
      paths.push(path);
      asked.push(request.headers);
      return answers.shift() ?? null;
    },
  };
  return { fetcher, asked, paths };
}

const page = (body: string, headers: Record<string, string> = {}) => new Response(body, { status: 200, headers });
const request = new Request('http://shop.test/search/x', { headers: { 'accept-encoding': 'br, gzip' } });

describe('pageTemplate', () => {
  it('reads the page once in identity coding, then revalidates with its ETag and keeps the parsed copy on a 304', async () => {
    const parsed: string[] = [];
    const read = pageTemplate('/shell/search/', (html) => (parsed.push(html), { html }));
    const h = host([page('<p>a</p>', { etag: '"e1"' }), new Response(null, { status: 304 })]);
    const first = await read(h.fetcher, request);
    expect(first?.value).toEqual({ html: '<p>a</p>' });
    expect(first?.tag).toMatch(/^\/shell\/search\/#[0-9a-f]{16}$/);
    const second = await read(h.fetcher, request);
    expect(second).toBe(first);
    expect(parsed).toEqual(['<p>a</p>']);
    expect(h.paths).toEqual(['/shell/search/', '/shell/search/']);
    expect(h.asked.map((a) => [a.get('accept-encoding'), a.get('if-none-match')])).toEqual([
      ['identity', null],
      ['identity', '"e1"'],
    ]);
  });

  it('parses again only when a host without ETags sends other bytes; equal pages get equal tags', async () => {
    const parsed: string[] = [];
    const read = pageTemplate('/p/', (html) => (parsed.push(html), html.length));
    const h = host([page('one'), page('one'), page('three')]);
    const a = await read(h.fetcher, request);
    const b = await read(h.fetcher, request);
    const c = await read(h.fetcher, request);
    expect(parsed).toEqual(['one', 'three']);
    expect(b?.tag).toBe(a?.tag);
    expect(c?.tag).not.toBe(a?.tag);
    expect(c?.value).toBe(5);
    expect(h.asked.every((x) => x.get('if-none-match') === null)).toBe(true);
  });

  it('holds one copy per host; no page is null; another status or a compressed answer is an error', async () => {
    const read = pageTemplate('/p/', (html) => html);
    const one = host([page('x', { etag: '"1"' })]);
    const two = host([page('y', { etag: '"1"' })]);
    expect((await read(one.fetcher, request))?.value).toBe('x');
    expect((await read(two.fetcher, request))?.value).toBe('y');
    expect(two.asked[0].get('if-none-match')).toBeNull();
    expect(await read(host([null]).fetcher, request)).toBeNull();
    await expect(read(host([new Response('no', { status: 500 })]).fetcher, request)).rejects.toThrow('page template /p/: status 500');
    // A 304 to a host that holds nothing yet is no page either.
    await expect(read(host([new Response(null, { status: 304 })]).fetcher, request)).rejects.toThrow('status 304');
    await expect(read(host([page('x', { 'content-encoding': 'br' })]).fetcher, request)).rejects.toThrow(
      'page template /p/: came br-coded',
    );
    expect((await read(host([page('z', { 'content-encoding': 'identity' })]).fetcher, request))?.value).toBe('z');
  });
});
