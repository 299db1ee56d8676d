/**
 * The five routes audio, video and banners share (worker/routes/media.ts builds them with one function too): the
 * public list and record with the staff's drafts, and the staff's create, edit and delete. Each builder keeps its
 * schemas' types, so the typed client (site/lib/api.ts) knows each kind's answer.
 */
import type { z } from 'zod';
import { messageAnswerSchema } from '../answers';
import { json, type RouteSpec } from './define';

export const MEDIA_TAG = 'Nahrávky, videá a bannery';

export interface MediaKindWords {
  /** The operationIds' noun: `listAudio`, `getAudio`, `createAudio`… */
  noun: string;
  /** Slovak: the list, one record (accusative), one record (nominative). */
  list: string;
  one: string;
  missing: string;
}

const DRAFTS_NOTE =
  'Bez prihlásenia (alebo so zákazníckym tokenom) odpovedá len zverejnené záznamy; s tokenom personálu aj koncepty ' +
  '(`isDraft: true`). Neplatný token sa neodmieta: číta sa ako návštevník.';
const STAFF_REFUSALS = {
  401: 'Chýba alebo neplatí token prihlásenia.',
  403: 'Účet nie je personál (administrátor ani asistent).',
} as const;

export const mediaList = <Q extends z.ZodType, S extends z.ZodType>(w: MediaKindWords, query: Q, page: S, notes = '') =>
  ({
    id: `list${w.noun}`,
    summary: `${w.list}: jedna strana zoznamu.`,
    tag: MEDIA_TAG,
    access: 'public' as const,
    notes: [DRAFTS_NOTE, notes].filter(Boolean).join(' '),
    query,
    answers: { 200: json(page, `Strana zoznamu (${w.list.toLowerCase()}), \`page\` a \`pages\`.`) },
    refusals: { 400: 'Neznámy alebo neplatný parameter.' },
  }) satisfies RouteSpec;

export const mediaGet = <S extends z.ZodType>(w: MediaKindWords, record: S) =>
  ({
    id: `get${w.noun}`,
    summary: `Jeden záznam: ${w.one}.`,
    tag: MEDIA_TAG,
    access: 'public' as const,
    notes: DRAFTS_NOTE,
    answers: { 200: json(record, 'Záznam.') },
    refusals: { 400: 'Neplatné ID.', 404: w.missing },
  }) satisfies RouteSpec;

export const mediaCreate = <S extends z.ZodType>(w: MediaKindWords, record: S) =>
  ({
    id: `create${w.noun}`,
    summary: `Vytvorí prázdny koncept: ${w.one}.`,
    tag: MEDIA_TAG,
    access: 'staff' as const,
    notes: 'Telo sa nečíta. Koncept návštevník nevidí, kým ho úprava s povinným odkazom alebo obrázkom nezverejní.',
    answers: { 201: json(record, 'Nový koncept (`isDraft: true`).') },
    refusals: STAFF_REFUSALS,
  }) satisfies RouteSpec;

export const mediaUpdate = <B extends z.ZodType, S extends z.ZodType>(w: MediaKindWords, body: B, record: S) =>
  ({
    id: `update${w.noun}`,
    summary: `Uloží úpravu: ${w.one}.`,
    tag: MEDIA_TAG,
    access: 'staff' as const,
    notes:
      'Telo môže niesť aj `_id` a `isDraft` (ako ich pôvodný klient posiela); obe sa ignorujú, záznam určuje adresa. ' +
      'Úprava s povinným odkazom alebo obrázkom koncept zverejní; zverejnený záznam ostáva zverejnený. ' +
      'Zverejnenie stránky (`GET /api/publish`) sa spustí samo.',
    body,
    answers: { 200: json(record, 'Uložený záznam; `isDraft` hovorí, či ostal konceptom.') },
    refusals: { 400: 'Neplatné údaje (správa menuje pole) alebo ID.', ...STAFF_REFUSALS, 404: w.missing },
  }) satisfies RouteSpec;

export const mediaDelete = (w: MediaKindWords) =>
  ({
    id: `delete${w.noun}`,
    summary: `Zmaže záznam: ${w.one}.`,
    tag: MEDIA_TAG,
    access: 'staff' as const,
    answers: { 200: json(messageAnswerSchema, 'Zmazané (`Záznam zmazaný.`); zverejnenie stránky sa spustí samo.') },
    refusals: { 400: 'Neplatné ID.', ...STAFF_REFUSALS, 404: w.missing },
  }) satisfies RouteSpec;
