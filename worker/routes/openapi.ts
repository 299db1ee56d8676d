import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { apiContract } from '../domain/api-contract';
import { openApiDocument } from '../domain/api-contract/openapi';

/** The document changes only with the code: written once per process and shop address. */
let written: { serverUrl: string; document: ReturnType<typeof openApiDocument> } | undefined;

/**
 * `GET /api/openapi.json`: every route of the shop with what it takes and answers (worker/domain/api-contract),
 * public as the API is: it grants nothing (each route checks its caller), and the original shop's client and any
 * integrator read the same answers the islands do.
 */
export const openApiRoutes = new Hono<AppEnv>().get('/', (c) => {
  const serverUrl = c.get('deps').config.baseUrl;
  if (written?.serverUrl !== serverUrl) written = { serverUrl, document: openApiDocument(apiContract, { serverUrl, version: '1' }) };
  return c.json(written.document);
});
