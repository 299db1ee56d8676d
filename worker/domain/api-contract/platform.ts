/** The shop's own state: liveness for load balancers and this description itself. */
import { z } from 'zod';
import { healthQuery } from '../path-params';
import { json, routeTable } from './define';

const probeSchema = z.enum(['ok', 'error']);

/** `GET /api/health`: liveness; with `?deep=1` also the database and the object store. */
const healthAnswerSchema = z.strictObject({
  status: probeSchema,
  environment: z.string(),
  time: z.string(),
  database: probeSchema.optional(),
  objectStore: probeSchema.optional(),
});

export const platformRoutes = routeTable({
  'GET /api/health': {
    id: 'getHealth',
    summary: 'Beží obchod? S `?deep=1` aj databáza a úložisko súborov.',
    tag: 'Prevádzka',
    access: 'public',
    query: healthQuery,
    answers: { 200: json(healthAnswerSchema, 'Obchod beží (a s `deep` aj databáza a úložisko).') },
    refusals: { 400: 'Neznámy parameter.', 503: 'Databáza alebo úložisko neodpovedá.' },
  },
  'GET /api/openapi.json': {
    id: 'getOpenApi',
    summary: 'Tento opis API (OpenAPI 3.1).',
    tag: 'Prevádzka',
    access: 'public',
    answers: { 200: json(z.record(z.string(), z.unknown()), 'Dokument OpenAPI 3.1.') },
  },
});
