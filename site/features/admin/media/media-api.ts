/** The staff's calls of `/api/audio`, `/api/video` and `/api/banner`, typed by worker/domain/media-shape.ts. */
import type { MessageAnswer } from '~/worker/domain/answers';
import type { ApiMediaPages, ApiMediaRecord } from '~/worker/domain/media-shape';
import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { authGet, authSend } from '~/site/stores/user';
import type { MediaKind } from './media-view';

const API: Record<MediaKind, string> = { audio: '/api/audio', video: '/api/video', banner: '/api/banner' };

/** A page of the staff's list (drafts included), 20 records a page. */
export const readMediaPage = <K extends MediaKind>(kind: K, page: number, signal?: AbortSignal) =>
  authGet<ApiMediaPages[K]>(`${API[kind]}?pageNumber=${page}&pageSize=${PAGE_SIZES.media}`, { signal });

export const readMedia = <K extends MediaKind>(kind: K, id: number, signal?: AbortSignal) => authGet<ApiMediaRecord[K]>(`${API[kind]}/${id}`, { signal });

/** 'Pridať …': an empty draft, whose edit page opens next. */
export const createMedia = <K extends MediaKind>(kind: K) => authSend<ApiMediaRecord[K]>(API[kind], { method: 'POST' });

export const saveMedia = <K extends MediaKind>(kind: K, id: number, body: object) =>
  authSend<ApiMediaRecord[K]>(`${API[kind]}/${id}`, { method: 'PUT', body: { _id: id, ...body } });

export const deleteMedia = (kind: MediaKind, id: string) => authSend<MessageAnswer>(`${API[kind]}/${id}`, { method: 'DELETE' });
