/**
 * The staff's calls of `/api/audio`, `/api/video` and `/api/banner` through the typed client (site/lib/api.ts):
 * one call per kind and route, so each answer and body has the contract's type (worker/domain/api-contract/media.ts).
 */
import type { ApiInput } from '~/site/lib/api';
import type { MessageAnswer } from '~/worker/domain/answers';
import type { ApiMediaPages, ApiMediaRecord } from '~/worker/domain/media-shape';
import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { authApi } from '~/site/stores/user';
import type { MediaKind } from './media-view';

/** What an edit sends, by kind: the body `PUT /api/{kind}/:id` takes. */
export interface MediaEdits {
  audio: ApiInput<'PUT /api/audio/:id'>['body'];
  video: ApiInput<'PUT /api/video/:id'>['body'];
  banner: ApiInput<'PUT /api/banner/:id'>['body'];
}

/** Each kind's five calls; typed by kind, so `CALLS[kind]` keeps the kind's answers for a generic `kind`. */
type Calls = {
  [K in MediaKind]: {
    page: (page: number, signal?: AbortSignal) => Promise<ApiMediaPages[K]>;
    read: (id: number, signal?: AbortSignal) => Promise<ApiMediaRecord[K]>;
    create: () => Promise<ApiMediaRecord[K]>;
    save: (id: number, body: MediaEdits[K]) => Promise<ApiMediaRecord[K]>;
    remove: (id: string) => Promise<MessageAnswer>;
  };
};

// 20 records a page, drafts included (the staff's token); the page's `pageSize` is sent, as audio has no default.
const query = (pageNumber: number) => ({ pageNumber, pageSize: PAGE_SIZES.media });

const CALLS: Calls = {
  audio: {
    page: (page, signal) => authApi('GET /api/audio', { query: query(page), signal }),
    read: (id, signal) => authApi('GET /api/audio/:id', { params: { id }, signal }),
    create: () => authApi('POST /api/audio'),
    save: (id, body) => authApi('PUT /api/audio/:id', { params: { id }, body }),
    remove: (id) => authApi('DELETE /api/audio/:id', { params: { id } }),
  },
  video: {
    page: (page, signal) => authApi('GET /api/video', { query: query(page), signal }),
    read: (id, signal) => authApi('GET /api/video/:id', { params: { id }, signal }),
    create: () => authApi('POST /api/video'),
    save: (id, body) => authApi('PUT /api/video/:id', { params: { id }, body }),
    remove: (id) => authApi('DELETE /api/video/:id', { params: { id } }),
  },
  banner: {
    page: (page, signal) => authApi('GET /api/banner', { query: query(page), signal }),
    read: (id, signal) => authApi('GET /api/banner/:id', { params: { id }, signal }),
    create: () => authApi('POST /api/banner'),
    save: (id, body) => authApi('PUT /api/banner/:id', { params: { id }, body }),
    remove: (id) => authApi('DELETE /api/banner/:id', { params: { id } }),
  },
};

/** A page of the staff's list (drafts included), 20 records a page. */
export const readMediaPage = <K extends MediaKind>(kind: K, page: number, signal?: AbortSignal) => CALLS[kind].page(page, signal);

export const readMedia = <K extends MediaKind>(kind: K, id: number, signal?: AbortSignal) => CALLS[kind].read(id, signal);

/** 'Pridať …': an empty draft, whose edit page opens next. */
export const createMedia = <K extends MediaKind>(kind: K) => CALLS[kind].create();

/** The record's `_id` goes along, as the spec's bodies carry it (the server ignores it: the path names the record). */
export const saveMedia = <K extends MediaKind>(kind: K, id: number, body: MediaEdits[K]) =>
  CALLS[kind].save(id, { ...body, _id: String(id) });

export const deleteMedia = (kind: MediaKind, id: string) => CALLS[kind].remove(id);
