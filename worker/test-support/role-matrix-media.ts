import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertAudio, insertBanner, insertVideo } from '../../db/queries/media/media';
import { audio, banners, videos } from '../../db/schema';
import type { TestAccount } from './accounts';
import type { TestApp } from './test-app';

/**
 * The role matrix's rows for the staff's media, the upload, publishing and the dashboard. Spread into
 * PROTECTED_ENDPOINTS (role-matrix-endpoints.ts); its types are restated here, not imported, so that the two files
 * import in one direction only.
 */
type Actor = 'visitor' | 'customer' | 'otherCustomer' | 'assistant' | 'admin';
type Fixture = { t: TestApp & { published: unknown[] }; accounts: Record<Exclude<Actor, 'visitor'>, TestAccount> };
type Call = { actor: Actor; path: string; answer: any; prepared: unknown };
type MediaEndpoint = {
  route: string;
  prepare?: (f: Fixture) => Promise<unknown>;
  path: string | ((f: Fixture) => string | Promise<string>);
  body?: object;
  access: 'staff' | 'admin';
  ok?: number;
  stored?: (f: Fixture, c: Call) => Promise<void>;
  writesNothing?: string;
};

const idIn = (path: string, segment = 3) => Number(path.split('/')[segment]);

const MEDIA = [
  {
    kind: 'audio',
    table: audio,
    insert: insertAudio,
    title: 'audioTitle',
    body: { audioTitle: 'Z matice', mp3file: '', category: '', subcategory: '' },
  },
  { kind: 'video', table: videos, insert: insertVideo, title: 'videoTitle', body: { videoTitle: 'Z matice', code: 'dQw4w9WgXcQ' } },
  {
    kind: 'banner',
    table: banners,
    insert: insertBanner,
    title: 'bannerTitle',
    body: { bannerTitle: 'Z matice', image: '', category: '' },
  },
] as const;
const mediaRow = async (f: Fixture, table: (typeof MEDIA)[number]['table'], id: number) =>
  (await f.t.db.select().from(table).where(eq(table.id, id)))[0];

export const MEDIA_ENDPOINTS: MediaEndpoint[] = [
  // Media (staff): a fresh record per call, so PUT and DELETE never meet an earlier call's deletion.
  ...MEDIA.flatMap(({ kind, table, insert, body, title }): MediaEndpoint[] => [
    {
      route: `POST /api/${kind}`,
      path: `/api/${kind}`,
      access: 'staff',
      ok: 201,
      stored: async (f, c) => expect(await mediaRow(f, table, Number(c.answer._id))).toBeDefined(),
    },
    {
      route: `PUT /api/${kind}/:id`,
      path: async (f) => `/api/${kind}/${(await insert(f.t.db)).id}`,
      body,
      access: 'staff',
      stored: async (f, c) => expect(await mediaRow(f, table, idIn(c.path))).toMatchObject({ [title]: 'Z matice' }),
    },
    {
      route: `DELETE /api/${kind}/:id`,
      path: async (f) => `/api/${kind}/${(await insert(f.t.db)).id}`,
      access: 'staff',
      stored: async (f, c) => expect(await mediaRow(f, table, idIn(c.path))).toBeUndefined(),
    },
  ]),
  // The matrix sends JSON, so staff reach the handler and get 400 (no multipart field `upload`); 201 is in upload.test.ts.
  {
    route: 'POST /api/upload',
    path: '/api/upload',
    access: 'staff',
    ok: 400,
    writesNothing: 'refuses JSON (the stored upload is checked in upload.test.ts)',
  },
  { route: 'GET /api/publish', path: '/api/publish', access: 'staff' },
  { route: 'GET /api/dashboard', path: '/api/dashboard', access: 'admin' },
  {
    route: 'POST /api/publish',
    prepare: async (f) => f.t.published.length,
    path: '/api/publish',
    access: 'admin',
    ok: 202,
    stored: async (f, c) => expect(f.t.published.length).toBe((c.prepared as number) + 1),
  },
];
